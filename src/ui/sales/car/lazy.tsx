'use client'

import { lazyComponent } from '@/ui/primitives/lazy-component'
import { lazyOnIntent } from '@/ui/primitives/lazy-on-intent'

// Content pages share one route, so every client component it may show would load on every page;
// loaded through here, the car page's parts load only where a car page shows them. The gallery and
// the offer button come with the page; the inline forms' code when the visitor reaches for them.
export const CarGallery = lazyComponent(() => import('./CarGallery').then((module) => module.CarGallery))
export const OfferButton = lazyComponent(() => import('./OfferButton').then((module) => module.OfferButton))
export const SaleForm = lazyOnIntent(() => import('./SaleForm').then((module) => module.SaleForm))
export const WatchForm = lazyOnIntent(() => import('./WatchForm').then((module) => module.WatchForm))
