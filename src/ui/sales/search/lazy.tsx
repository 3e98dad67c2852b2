'use client'

import dynamic from 'next/dynamic'

// The used-car search is a content page (one shared route): loaded through here, its button's code
// loads only where the search shows it.
export const ShowCarsButton = dynamic(() => import('./ShowCarsButton').then((module) => module.ShowCarsButton))
