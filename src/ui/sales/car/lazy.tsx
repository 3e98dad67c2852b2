'use client'

import { lazyComponent } from '@/ui/primitives/lazy-component'

// Content pages share one route, so every client component it may show would load on every page;
// loaded through here, the car page's forms and gallery load only where a car page shows them.
export const CarGallery = lazyComponent(() => import('./CarGallery').then((module) => module.CarGallery))
export const OfferButton = lazyComponent(() => import('./OfferButton').then((module) => module.OfferButton))
export const SaleForm = lazyComponent(() => import('./SaleForm').then((module) => module.SaleForm))
export const WatchForm = lazyComponent(() => import('./WatchForm').then((module) => module.WatchForm))
