'use client'

import dynamic from 'next/dynamic'

// Content pages share one route, so every client component a block may show would load on every
// page; loaded through here, a block's client part (a form, a date picker, tabs, a gallery) loads
// only on the pages that carry that block. Each is still rendered on the server.
export const SearchBox = dynamic(() => import('@/ui/booking/SearchBox').then((module) => module.SearchBox))
export const CmsForm = dynamic(() => import('@/ui/forms/CmsForm').then((module) => module.CmsForm))
export const Gallery = dynamic(() => import('./ContentCollection/items/Gallery').then((module) => module.Gallery))
export const TabList = dynamic(() => import('./Tabs/TabList').then((module) => module.TabList))
export const CarListTabs = dynamic(() => import('./CarList/CarListTabs').then((module) => module.CarListTabs))
