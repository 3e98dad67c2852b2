'use client'

import { forwardRef, useEffect, useImperativeHandle, useRef } from 'react'

/** What the review asks of the pad: whether it holds a signature, its image, and to start again. */
export type SignaturePadHandle = {
  readonly hasInk: () => boolean
  readonly toBlob: () => Promise<Blob | null>
  readonly clear: () => void
  /** Signs with a typed name instead (the keyboard's way): the pad shows the name in a hand-like script. */
  readonly writeName: (name: string) => void
}

/**
 * A signature drawn with a finger, a stylus or a mouse on a canvas (pointer events, so all three
 * alike; the page does not scroll while drawing). White background, so its image needs no
 * transparency. No library: a few strokes are all a signature is. A renter who cannot draw signs by
 * typing their name (writeName), which the pad draws, so the agreement always has a signature image.
 */
export const SignaturePad = forwardRef<SignaturePadHandle, { label: string; onInk: () => void }>(function SignaturePad(
  { label, onInk },
  ref,
) {
  const canvas = useRef<HTMLCanvasElement>(null)
  const inked = useRef(false)
  const last = useRef<{ x: number; y: number } | undefined>(undefined)

  function context(): CanvasRenderingContext2D | null {
    return canvas.current?.getContext('2d') ?? null
  }

  function reset() {
    if (canvas.current) paintBlank(canvas.current)
    inked.current = false
  }

  useEffect(() => {
    if (canvas.current) paintBlank(canvas.current)
  }, [])

  useImperativeHandle(ref, () => ({
    hasInk: () => inked.current,
    clear: reset,
    writeName(name) {
      reset()
      const draw = context()
      const element = canvas.current
      if (!draw || !element || !name.trim()) return
      const size = Math.min(40, element.clientHeight * 0.45)
      draw.font = `italic ${String(size)}px "Segoe Script", "Brush Script MT", cursive, serif`
      draw.fillStyle = '#10225c'
      draw.textBaseline = 'middle'
      draw.fillText(name.trim(), 16, element.clientHeight / 2, element.clientWidth - 32)
      inked.current = true
    },
    toBlob: () =>
      new Promise((resolve) => {
        if (!canvas.current) return resolve(null)
        canvas.current.toBlob(resolve, 'image/png')
      }),
  }))

  function point(event: React.PointerEvent<HTMLCanvasElement>) {
    const box = event.currentTarget.getBoundingClientRect()
    return { x: event.clientX - box.left, y: event.clientY - box.top }
  }

  return (
    <canvas
      ref={canvas}
      className="co-pad"
      role="img"
      aria-label={label}
      data-testid="signature-pad"
      onPointerDown={(event) => {
        event.currentTarget.setPointerCapture(event.pointerId)
        last.current = point(event)
        const draw = context()
        if (!draw) return
        draw.beginPath()
        draw.arc(last.current.x, last.current.y, 1.2, 0, Math.PI * 2)
        draw.fillStyle = '#10225c'
        draw.fill()
      }}
      onPointerMove={(event) => {
        if (!last.current) return
        const draw = context()
        const next = point(event)
        if (!draw) return
        draw.beginPath()
        draw.moveTo(last.current.x, last.current.y)
        draw.lineTo(next.x, next.y)
        draw.stroke()
        last.current = next
        if (!inked.current) {
          inked.current = true
          onInk()
        }
      }}
      onPointerUp={() => {
        last.current = undefined
      }}
      onPointerCancel={() => {
        last.current = undefined
      }}
    />
  )
})

/** The canvas sized to its box at the screen's pixel ratio, white, with the pen set. */
function paintBlank(element: HTMLCanvasElement): void {
  const draw = element.getContext('2d')
  if (!draw) return
  const ratio = window.devicePixelRatio || 1
  element.width = Math.round(element.clientWidth * ratio)
  element.height = Math.round(element.clientHeight * ratio)
  draw.setTransform(ratio, 0, 0, ratio, 0, 0)
  draw.fillStyle = '#ffffff'
  draw.fillRect(0, 0, element.width, element.height)
  draw.lineWidth = 2.5
  draw.lineCap = 'round'
  draw.lineJoin = 'round'
  draw.strokeStyle = '#10225c'
}
