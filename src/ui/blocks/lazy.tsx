'use client'

import dynamic from 'next/dynamic'

// Content pages share one route, so every client component a block may show would load on every
// page; loaded through here, a block's heavy client part (a form, a date picker) loads only on the
// pages that carry that block.
export const SearchBox = dynamic(() => import('@/ui/booking/SearchBox').then((module) => module.SearchBox))
export const CmsForm = dynamic(() => import('@/ui/forms/CmsForm').then((module) => module.CmsForm))
