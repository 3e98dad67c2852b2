import type { PageSeed } from '../../types'
import { about } from './about'
import { campaignPreview } from './campaignPreview'
import { carTemplate } from './carTemplate'
import { contact } from './contact'
import { drivingInIceland } from './drivingInIceland'
import { electric } from './electric'
import { extrasInfo } from './extrasInfo'
import { faq } from './faq'
import { highlands } from './highlands'
import { home } from './home'
import { insurance } from './insurance'
import { privacy } from './privacy'
import { terms } from './terms'

/** Every demo page; together they use every block and every content-collection item type. */
export const PAGE_SEEDS: readonly PageSeed[] = [
  home,
  about,
  faq,
  insurance,
  extrasInfo,
  drivingInIceland,
  highlands,
  electric,
  contact,
  terms,
  privacy,
  campaignPreview,
  carTemplate,
]
