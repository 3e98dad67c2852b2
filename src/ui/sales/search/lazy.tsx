'use client'

import { lazyComponent } from '@/ui/primitives/lazy-component'

// The used-car search is a content page (one shared route): loaded through here, its button's code
// loads only where the search shows it.
export const ShowCarsButton = lazyComponent(() => import('./ShowCarsButton').then((module) => module.ShowCarsButton))
