'use client'

import dynamic from 'next/dynamic'

// Content pages share one route: loaded through here, the card of a car for sale loads only on the
// pages that show one (a search-results block, recommended cars), not on every content page.
export const SaleCarCardView = dynamic(() => import('./SaleCarCardView').then((module) => module.SaleCarCardView))
