import { describe, expect, it } from 'vitest'

import { videoSource } from './video-embed'

describe('videoSource', () => {
  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?rel=0'],
    [
      'https://youtube.com/watch?feature=share&v=dQw4w9WgXcQ',
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?rel=0',
    ],
    ['https://youtu.be/dQw4w9WgXcQ?t=10', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?rel=0'],
    ['https://m.youtube.com/shorts/dQw4w9WgXcQ', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?rel=0'],
    ['https://www.youtube.com/embed/dQw4w9WgXcQ', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?rel=0'],
  ])('turns the YouTube link %s into a youtube-nocookie embed', (url, src) => {
    expect(videoSource(url)).toEqual({ kind: 'embed', provider: 'youtube', src })
  })

  it.each([
    ['https://vimeo.com/76979871', 'https://player.vimeo.com/video/76979871?dnt=1'],
    ['https://player.vimeo.com/video/76979871', 'https://player.vimeo.com/video/76979871?dnt=1'],
    ['https://vimeo.com/channels/staffpicks/76979871', 'https://player.vimeo.com/video/76979871?dnt=1'],
  ])('turns the Vimeo link %s into a do-not-track embed', (url, src) => {
    expect(videoSource(url)).toEqual({ kind: 'embed', provider: 'vimeo', src })
  })

  it('adds autoplay when asked (popups start playing on open)', () => {
    expect(videoSource('https://youtu.be/dQw4w9WgXcQ', { isAutoplay: true })).toMatchObject({
      src: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?rel=0&autoplay=1',
    })
  })

  it.each([
    ['/api/media/file/tour.mp4', 'video/mp4'],
    ['https://cdn.example.com/clip.WEBM?v=2', 'video/webm'],
  ])('plays the file %s in a video element', (url, type) => {
    expect(videoSource(url)).toEqual({ kind: 'file', src: url, type })
  })

  it.each(['https://example.com/page', 'https://youtube.com/watch?v=short', 'not a url', 'https://vimeo.com/about'])(
    'rejects %s',
    (url) => {
      expect(videoSource(url)).toBeNull()
    },
  )
})
