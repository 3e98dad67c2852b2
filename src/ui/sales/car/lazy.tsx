'use client'

import dynamic from 'next/dynamic'

// Content pages share one route, so every client component it may show would load on every page;
// loaded through here, the car page's forms and gallery load only where a car page shows them.
export const CarGallery = dynamic(() => import('./CarGallery').then((module) => module.CarGallery))
export const OfferButton = dynamic(() => import('./OfferButton').then((module) => module.OfferButton))
export const SaleForm = dynamic(() => import('./SaleForm').then((module) => module.SaleForm))
export const WatchForm = dynamic(() => import('./WatchForm').then((module) => module.WatchForm))
