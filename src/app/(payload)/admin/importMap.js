import { ViewOnSite as ViewOnSite_f555542ead0ad53fa63afc270f637dd0 } from '../../../cms/collections/Pages/admin/ViewOnSite'
import { RscEntryLexicalCell as RscEntryLexicalCell_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { RscEntryLexicalField as RscEntryLexicalField_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { LexicalDiffComponent as LexicalDiffComponent_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { InlineToolbarFeatureClient as InlineToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { HorizontalRuleFeatureClient as HorizontalRuleFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UploadFeatureClient as UploadFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { BlockquoteFeatureClient as BlockquoteFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { RelationshipFeatureClient as RelationshipFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { LinkFeatureClient as LinkFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ChecklistFeatureClient as ChecklistFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { OrderedListFeatureClient as OrderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UnorderedListFeatureClient as UnorderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { IndentFeatureClient as IndentFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { AlignFeatureClient as AlignFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { HeadingFeatureClient as HeadingFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ParagraphFeatureClient as ParagraphFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { InlineCodeFeatureClient as InlineCodeFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { SuperscriptFeatureClient as SuperscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { SubscriptFeatureClient as SubscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { StrikethroughFeatureClient as StrikethroughFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UnderlineFeatureClient as UnderlineFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { BoldFeatureClient as BoldFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ItalicFeatureClient as ItalicFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { CsvTools as CsvTools_c1e6a09f37aeb57c4e50fe30cd6405db } from '../../../cms/collections/RedirectRules/admin/CsvTools'
import { RequestDecision as RequestDecision_5085997f4b9ca01263b85e561eab4860 } from '../../../cms/collections/rental/Bookings/admin/RequestDecision'
import { CancelBooking as CancelBooking_26bb5be4bc57788eb18719b137613114 } from '../../../cms/collections/rental/Bookings/admin/CancelBooking'
import { PriceCell as PriceCell_90236ddf93945d46abf12ffcdb5ab604 } from '../../../cms/collections/sales/VehiclesForSale/admin/PriceCell'
import { ImagesCell as ImagesCell_d653887a07e639a83917a085513be1f5 } from '../../../cms/collections/sales/VehiclesForSale/admin/ImagesCell'
import { TagsCell as TagsCell_4e08d591f001e90407d6de06621d8c74 } from '../../../cms/collections/sales/VehiclesForSale/admin/TagsCell'
import { IssueKey as IssueKey_537ad86ca14ef3a4a38dd920f9199fbd } from '../../../cms/collections/PartnerKeys/IssueKey'
import { BookingsConsoleLink as BookingsConsoleLink_4fbff3f75c7fb4ee882b65f7155711ff } from '../../../cms/admin/BookingsConsole/BookingsConsoleLink'
import { NeedsAttentionLink as NeedsAttentionLink_aee22461565998b746931623a1981d84 } from '../../../cms/admin/NeedsAttention/NeedsAttentionLink'
import { PlanningBoardLink as PlanningBoardLink_3267658c5c48ee26381e2b4a0f8aaccf } from '../../../cms/admin/PlanningBoard/PlanningBoardLink'
import { StaffMarker as StaffMarker_9d483e65a8a244dd494b981f6858e942 } from '../../../cms/admin/StaffMarker'
import { S3ClientUploadHandler as S3ClientUploadHandler_f97aa6c64367fa259c5bc0567239ef24 } from '@payloadcms/storage-s3/client'
import { BookingPageView as BookingPageView_158e39b314f9ff0cdb0ba8e6724d7b8a } from '../../../cms/admin/BookingsConsole/BookingPageView'
import { BookingsConsoleView as BookingsConsoleView_8d907854a01bbae58a3107571c685b21 } from '../../../cms/admin/BookingsConsole/BookingsConsoleView'
import { PlanningBoardView as PlanningBoardView_a284d02c4f41435b3d1f47ca3b9de5b0 } from '../../../cms/admin/PlanningBoard/PlanningBoardView'
import { CheckOutView as CheckOutView_70000559d9bddc2c44bddd92d0f04ef5 } from '../../../cms/admin/CheckOut/CheckOutView'
import { CheckInView as CheckInView_ebc724cd9a1b80f04c3fc36741327742 } from '../../../cms/admin/CheckIn/CheckInView'
import { NeedsAttentionView as NeedsAttentionView_bba842731aecce1cd950ebe2f4816283 } from '../../../cms/admin/NeedsAttention/NeedsAttentionView'
import { CollectionCards as CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1 } from '@payloadcms/next/rsc'

/** @type import('payload').ImportMap */
export const importMap = {
  "/cms/collections/Pages/admin/ViewOnSite#ViewOnSite": ViewOnSite_f555542ead0ad53fa63afc270f637dd0,
  "@payloadcms/richtext-lexical/rsc#RscEntryLexicalCell": RscEntryLexicalCell_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/rsc#RscEntryLexicalField": RscEntryLexicalField_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/rsc#LexicalDiffComponent": LexicalDiffComponent_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/client#InlineToolbarFeatureClient": InlineToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#HorizontalRuleFeatureClient": HorizontalRuleFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UploadFeatureClient": UploadFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#BlockquoteFeatureClient": BlockquoteFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#RelationshipFeatureClient": RelationshipFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#LinkFeatureClient": LinkFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ChecklistFeatureClient": ChecklistFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#OrderedListFeatureClient": OrderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UnorderedListFeatureClient": UnorderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#IndentFeatureClient": IndentFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#AlignFeatureClient": AlignFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#HeadingFeatureClient": HeadingFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ParagraphFeatureClient": ParagraphFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#InlineCodeFeatureClient": InlineCodeFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#SuperscriptFeatureClient": SuperscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#SubscriptFeatureClient": SubscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#StrikethroughFeatureClient": StrikethroughFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UnderlineFeatureClient": UnderlineFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#BoldFeatureClient": BoldFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ItalicFeatureClient": ItalicFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "/cms/collections/RedirectRules/admin/CsvTools#CsvTools": CsvTools_c1e6a09f37aeb57c4e50fe30cd6405db,
  "/cms/collections/rental/Bookings/admin/RequestDecision#RequestDecision": RequestDecision_5085997f4b9ca01263b85e561eab4860,
  "/cms/collections/rental/Bookings/admin/CancelBooking#CancelBooking": CancelBooking_26bb5be4bc57788eb18719b137613114,
  "/cms/collections/sales/VehiclesForSale/admin/PriceCell#PriceCell": PriceCell_90236ddf93945d46abf12ffcdb5ab604,
  "/cms/collections/sales/VehiclesForSale/admin/ImagesCell#ImagesCell": ImagesCell_d653887a07e639a83917a085513be1f5,
  "/cms/collections/sales/VehiclesForSale/admin/TagsCell#TagsCell": TagsCell_4e08d591f001e90407d6de06621d8c74,
  "/cms/collections/PartnerKeys/IssueKey#IssueKey": IssueKey_537ad86ca14ef3a4a38dd920f9199fbd,
  "/cms/admin/BookingsConsole/BookingsConsoleLink#BookingsConsoleLink": BookingsConsoleLink_4fbff3f75c7fb4ee882b65f7155711ff,
  "/cms/admin/NeedsAttention/NeedsAttentionLink#NeedsAttentionLink": NeedsAttentionLink_aee22461565998b746931623a1981d84,
  "/cms/admin/PlanningBoard/PlanningBoardLink#PlanningBoardLink": PlanningBoardLink_3267658c5c48ee26381e2b4a0f8aaccf,
  "/cms/admin/StaffMarker#StaffMarker": StaffMarker_9d483e65a8a244dd494b981f6858e942,
  "@payloadcms/storage-s3/client#S3ClientUploadHandler": S3ClientUploadHandler_f97aa6c64367fa259c5bc0567239ef24,
  "/cms/admin/BookingsConsole/BookingPageView#BookingPageView": BookingPageView_158e39b314f9ff0cdb0ba8e6724d7b8a,
  "/cms/admin/BookingsConsole/BookingsConsoleView#BookingsConsoleView": BookingsConsoleView_8d907854a01bbae58a3107571c685b21,
  "/cms/admin/PlanningBoard/PlanningBoardView#PlanningBoardView": PlanningBoardView_a284d02c4f41435b3d1f47ca3b9de5b0,
  "/cms/admin/CheckOut/CheckOutView#CheckOutView": CheckOutView_70000559d9bddc2c44bddd92d0f04ef5,
  "/cms/admin/CheckIn/CheckInView#CheckInView": CheckInView_ebc724cd9a1b80f04c3fc36741327742,
  "/cms/admin/NeedsAttention/NeedsAttentionView#NeedsAttentionView": NeedsAttentionView_bba842731aecce1cd950ebe2f4816283,
  "@payloadcms/next/rsc#CollectionCards": CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1
}
