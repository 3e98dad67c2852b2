'use client'

import { Modal } from './Modal'
import { VideoPlayer } from './VideoPlayer'

type Props = { videoUrl: string; title: string; onClose: () => void }

/** The video popup of a VideoButton. */
export function VideoModal({ videoUrl, title, onClose }: Props) {
  return (
    <Modal isOpen onClose={onClose} title={title} size="lg" testId="video-modal">
      <div className="px-4 pb-4 sm:px-6 sm:pb-6">
        <VideoPlayer url={videoUrl} title={title} isAutoplay />
      </div>
    </Modal>
  )
}
