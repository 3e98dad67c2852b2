'use client'

import type React from 'react'
import { useState } from 'react'

import { lazyComponent } from './lazy-component'

// Loaded on the first click: the popup and player are not needed to show the page.
const VideoModal = lazyComponent(() => import('./VideoModal').then((module) => module.VideoModal))

type Props = { videoUrl: string; title: string; className?: string; children: React.ReactNode }

/** A button that plays a video in a popup. */
export function VideoButton({ videoUrl, title, className, children }: Props) {
  const [isOpen, setIsOpen] = useState(false)
  return (
    <>
      <button type="button" onClick={() => setIsOpen(true)} className={className} aria-haspopup="dialog">
        <svg aria-hidden="true" viewBox="0 0 20 20" className="size-5" fill="currentColor">
          <path d="M6 4.5v11l9-5.5z" />
        </svg>
        {children}
      </button>
      {isOpen ? <VideoModal videoUrl={videoUrl} title={title} onClose={() => setIsOpen(false)} /> : null}
    </>
  )
}
