import type {
  BannerBlock,
  ButtonItem,
  CarDetailsBlock,
  CarListBlock,
  FinancingBlock,
  SearchResultsBlock,
  SliderBlock,
  ContentCollectionBlock,
  DamagePriceListBlock,
  DateItem,
  FileItem,
  GalleryItem,
  InfoGridBlock,
  LinkItem,
  BookingSearchBlock,
  LinksBlock,
  LinksItem,
  ProtectionComparisonBlock,
  TabsBlock,
  TripPresetsBlock,
  TextareaItem,
  TextItem,
  VideoItem,
} from '../../../payload-types'
import { richText, type RichBlock } from '../richText'

/** Small builders for page blocks and content-collection items, so page files read as content. */
type CollectionItem = NonNullable<ContentCollectionBlock['items']>[number]
type Link = { label: string; url: string }
type ButtonOptions = { style?: ButtonItem['style']; videoUrl?: string }

export function banner(data: Omit<BannerBlock, 'blockType'>): BannerBlock {
  return { blockType: 'banner', variant: 'compact', ...data }
}

export function slider(data: Omit<SliderBlock, 'blockType'>): SliderBlock {
  return { blockType: 'slider', ...data }
}

export function carList(data: Omit<CarListBlock, 'blockType'>): CarListBlock {
  return { blockType: 'carList', listLimit: 8, rowsPerPage: 2, pagination: true, viewMode: 'grid', ...data }
}

export function carDetails(title: string, model: number): CarDetailsBlock {
  return { blockType: 'carDetails', title, model }
}

export function financing(data: Omit<FinancingBlock, 'blockType'>): FinancingBlock {
  return { blockType: 'financing', ...data }
}

export function searchResults(data: Omit<SearchResultsBlock, 'blockType'>): SearchResultsBlock {
  return { blockType: 'searchResults', sort: 'price-asc', limit: 4, showTags: true, ...data }
}

export function collection(title: string | null, items: CollectionItem[], columns = 1): ContentCollectionBlock {
  return { blockType: 'contentCollection', title, columns, items }
}

export function infoGrid(title: string, items: NonNullable<InfoGridBlock['items']>): InfoGridBlock {
  return { blockType: 'infoGrid', title, items }
}

export function bookingSearch(title: string): BookingSearchBlock {
  return { blockType: 'bookingSearch', title }
}

export function linksBlock(title: string, links: (Link & { description?: string })[]): LinksBlock {
  return { blockType: 'links', title, links }
}

export function protectionComparison(data: Omit<ProtectionComparisonBlock, 'blockType'>): ProtectionComparisonBlock {
  return { blockType: 'protectionComparison', ...data }
}

export function damagePriceList(title: string, intro: string): DamagePriceListBlock {
  return { blockType: 'damagePriceList', title, intro }
}

export function tabs(title: string, list: { tabId: string; title: string; body: readonly RichBlock[] }[]): TabsBlock {
  return { blockType: 'tabs', title, tabs: list.map((tab) => ({ ...tab, body: richText(tab.body) })) }
}

type TripPreset = NonNullable<TripPresetsBlock['presets']>[number]

export function tripPresets(title: string, intro: string, presets: Omit<TripPreset, 'id'>[]): TripPresetsBlock {
  return { blockType: 'tripPresets', title, intro, presets }
}

export function text(value: string, level: TextItem['level'] = 'h2'): TextItem {
  return { blockType: 'text', text: value, level }
}

export function textarea(blocks: readonly RichBlock[]): TextareaItem {
  return { blockType: 'textarea', body: richText(blocks) }
}

export function file(id: number, label: string): FileItem {
  return { blockType: 'file', file: id, label }
}

export function button(label: string, url: string, { style = 'primary', videoUrl }: ButtonOptions = {}): ButtonItem {
  return { blockType: 'button', label, url, style, videoUrl }
}

export function date(label: string, isoDate: string): DateItem {
  return { blockType: 'date', label, date: isoDate }
}

export function link(label: string, url: string): LinkItem {
  return { blockType: 'link', label, url }
}

export function video(title: string, url: string, poster?: number): VideoItem {
  return { blockType: 'video', title, url, poster }
}

export function linkList(links: Link[]): LinksItem {
  return { blockType: 'links', links }
}

export function gallery(images: number[]): GalleryItem {
  return { blockType: 'gallery', images }
}

/** A public demo film (Big Buck Bunny, Blender Foundation, CC BY 3.0), used where a video is needed. */
export const DEMO_VIDEO_URL = 'https://www.youtube.com/watch?v=aqz-KE-bpKQ'
