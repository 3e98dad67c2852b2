'use client'

import type React from 'react'
import { useState } from 'react'

import { Modal } from './Modal'
import { VideoPlayer } from './VideoPlayer'

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
      <Modal isOpen={isOpen} onClose={() => setIsOpen(false)} title={title} size="lg" testId="video-modal">
        <div className="px-4 pb-4 sm:px-6 sm:pb-6">
          <VideoPlayer url={videoUrl} title={title} isAutoplay />
        </div>
      </Modal>
    </>
  )
}
