'use client'

import dynamic from 'next/dynamic'

// The used-car search is a content page (one shared route): loaded through here, its client parts
// load only where the search shows them, not on every content page.
export const ShowCarsButton = dynamic(() => import('./ShowCarsButton').then((module) => module.ShowCarsButton))
export const SaleCarGrid = dynamic(() => import('./SaleCarGrid').then((module) => module.SaleCarGrid))
export const SearchFiltersView = dynamic(() => import('./SearchFiltersView').then((module) => module.SearchFiltersView))
