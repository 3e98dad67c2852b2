import type { InfoIconName } from '@/domain/content/info-icons'

/** 24x24 stroke paths, one per icon the info-grid block offers. */
const PATHS: Record<InfoIconName, string> = {
  car: 'M5 17h14M5 17a2 2 0 1 0 4 0m-4 0H3v-5l2-5h14l2 5v5h-2m-10 0h6m0 0a2 2 0 1 0 4 0M3 12h18',
  shield: 'M12 3 4 6v6c0 4.5 3.4 8.3 8 9 4.6-.7 8-4.5 8-9V6l-8-3Zm-3 9 2 2 4-4',
  plane:
    'M10.5 13.5 3 11l1.5-1.5 8 1 4-4.5a2 2 0 0 1 3 3l-4.5 4 1 8L14.5 22 12 14.5l-3.5 3V20L7 21.5 5.5 18.5 2.5 17 4 15.5h2.5l3.5-3.5',
  clock: 'M12 7v5l3 2m6-2a9 9 0 1 1-18 0 9 9 0 0 1 18 0Z',
  road: 'M8 3 4 21m12-18 4 18M12 4v3m0 4v3m0 4v3',
  phone: 'M5 4h3l2 5-2.5 1.5a11 11 0 0 0 6 6L15 14l5 2v3a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2Z',
  wallet: 'M3 7a2 2 0 0 1 2-2h12v4M3 7v10a2 2 0 0 0 2 2h14V9H5a2 2 0 0 1-2-2Zm13 7h.01',
  star: 'm12 3 2.8 5.7 6.2.9-4.5 4.4 1 6.2-5.5-2.9-5.5 2.9 1-6.2L3 9.6l6.2-.9L12 3Z',
  map: 'M9 4 3 6v14l6-2 6 2 6-2V4l-6 2-6-2Zm0 0v14m6-12v14',
  snow: 'M12 2v20m-8.7-15 17.4 10M3.3 17 20.7 7M9 4l3 2 3-2M9 20l3-2 3 2',
}

export function InfoIcon({ name, className = 'size-6' }: { name: InfoIconName; className?: string }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className={className}
      fill="none"
      stroke="currentColor"
      strokeWidth="1.75"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={PATHS[name]} />
    </svg>
  )
}
