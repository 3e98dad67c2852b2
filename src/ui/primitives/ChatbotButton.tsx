'use client'

import type React from 'react'

import { Link } from '@/i18n/navigation'
import { useRouter } from '@/i18n/navigation-client'

import { requestChatbot } from './chatbot-events'

type Props = { contactPath: string; className?: string; children: React.ReactNode }

/** A `#goi` button: opens the chatbot, or the contact page when no chatbot answers in 300 ms. */
export function ChatbotButton({ contactPath, className, children }: Props) {
  const router = useRouter()
  const onClick = (event: React.MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return
    event.preventDefault()
    requestChatbot(() => router.push(contactPath))
  }
  return (
    <Link href={contactPath} onClick={onClick} className={className} data-chatbot-trigger="">
      {children}
    </Link>
  )
}
