import * as migration_20261122_022012_initial from './20261122_022012_initial';
import * as migration_20261123_213300_money_and_abuse_safety from './20261123_213300_money_and_abuse_safety';
import * as migration_20261124_005412_cars_for_sale from './20261124_005412_cars_for_sale';
import * as migration_20261124_022948_truth_cover_rules from './20261124_022948_truth_cover_rules';
import * as migration_20261124_023248_truth_category_excess_drop from './20261124_023248_truth_category_excess_drop';
import * as migration_20261124_034229_forms_redirects_error_messages from './20261124_034229_forms_redirects_error_messages';
import * as migration_20261124_061625_publishing_toolbar_themes from './20261124_061625_publishing_toolbar_themes';
import * as migration_20261124_074659_booking_requests from './20261124_074659_booking_requests';
import * as migration_20261124_130226_payment_step_error_codes from './20261124_130226_payment_step_error_codes';
import * as migration_20261126_230058_booking_effects from './20261126_230058_booking_effects';
import * as migration_20261127_010128_photo_too_many_pixels from './20261127_010128_photo_too_many_pixels';
import * as migration_20261127_045514_desk_audit_and_adyen_notices from './20261127_045514_desk_audit_and_adyen_notices';
import * as migration_20261127_071203_never_covered from './20261127_071203_never_covered';
import * as migration_20261127_073928_staff_request_keys from './20261127_073928_staff_request_keys';
import * as migration_20261127_084449_late_cancel_night_help_sale_colours from './20261127_084449_late_cancel_night_help_sale_colours';
import * as migration_20261127_084554_drop_window_closed_message from './20261127_084554_drop_window_closed_message';
import * as migration_20261127_120000_api_error_messages from './20261127_120000_api_error_messages';
import * as migration_20261127_123051_desk_actions_and_deposit from './20261127_123051_desk_actions_and_deposit';
import * as migration_20261127_152103_fleet_units_and_blocks from './20261127_152103_fleet_units_and_blocks';
import * as migration_20261127_161022_check_out_record from './20261127_161022_check_out_record';
import * as migration_20261127_164806_object_storage_keys from './20261127_164806_object_storage_keys';
import * as migration_20261127_165357_partner_keys_and_model_addresses from './20261127_165357_partner_keys_and_model_addresses';
import * as migration_20261127_184934_check_out_signature_and_rental_agreements from './20261127_184934_check_out_signature_and_rental_agreements';
import * as migration_20261127_201340_check_in_and_damage_claims from './20261127_201340_check_in_and_damage_claims';
import * as migration_20261127_220808_damage_price_list_and_claim_withdrawal from './20261127_220808_damage_price_list_and_claim_withdrawal';
import * as migration_20261128_013203_deposit_hold_extension from './20261128_013203_deposit_hold_extension';
import * as migration_20261128_015135_renter_photos_audit from './20261128_015135_renter_photos_audit';
import * as migration_20261129_022951_later_tolls_and_unit_block_audit from './20261129_022951_later_tolls_and_unit_block_audit';

export const migrations = [
  {
    up: migration_20261122_022012_initial.up,
    down: migration_20261122_022012_initial.down,
    name: '20261122_022012_initial',
  },
  {
    up: migration_20261123_213300_money_and_abuse_safety.up,
    down: migration_20261123_213300_money_and_abuse_safety.down,
    name: '20261123_213300_money_and_abuse_safety',
  },
  {
    up: migration_20261124_005412_cars_for_sale.up,
    down: migration_20261124_005412_cars_for_sale.down,
    name: '20261124_005412_cars_for_sale',
  },
  {
    up: migration_20261124_022948_truth_cover_rules.up,
    down: migration_20261124_022948_truth_cover_rules.down,
    name: '20261124_022948_truth_cover_rules',
  },
  {
    up: migration_20261124_023248_truth_category_excess_drop.up,
    down: migration_20261124_023248_truth_category_excess_drop.down,
    name: '20261124_023248_truth_category_excess_drop',
  },
  {
    up: migration_20261124_034229_forms_redirects_error_messages.up,
    down: migration_20261124_034229_forms_redirects_error_messages.down,
    name: '20261124_034229_forms_redirects_error_messages',
  },
  {
    up: migration_20261124_061625_publishing_toolbar_themes.up,
    down: migration_20261124_061625_publishing_toolbar_themes.down,
    name: '20261124_061625_publishing_toolbar_themes',
  },
  {
    up: migration_20261124_074659_booking_requests.up,
    down: migration_20261124_074659_booking_requests.down,
    name: '20261124_074659_booking_requests',
  },
  {
    up: migration_20261124_130226_payment_step_error_codes.up,
    down: migration_20261124_130226_payment_step_error_codes.down,
    name: '20261124_130226_payment_step_error_codes',
  },
  {
    up: migration_20261126_230058_booking_effects.up,
    down: migration_20261126_230058_booking_effects.down,
    name: '20261126_230058_booking_effects',
  },
  {
    up: migration_20261127_010128_photo_too_many_pixels.up,
    down: migration_20261127_010128_photo_too_many_pixels.down,
    name: '20261127_010128_photo_too_many_pixels',
  },
  {
    up: migration_20261127_045514_desk_audit_and_adyen_notices.up,
    down: migration_20261127_045514_desk_audit_and_adyen_notices.down,
    name: '20261127_045514_desk_audit_and_adyen_notices',
  },
  {
    up: migration_20261127_071203_never_covered.up,
    down: migration_20261127_071203_never_covered.down,
    name: '20261127_071203_never_covered',
  },
  {
    up: migration_20261127_073928_staff_request_keys.up,
    down: migration_20261127_073928_staff_request_keys.down,
    name: '20261127_073928_staff_request_keys',
  },
  {
    up: migration_20261127_084449_late_cancel_night_help_sale_colours.up,
    down: migration_20261127_084449_late_cancel_night_help_sale_colours.down,
    name: '20261127_084449_late_cancel_night_help_sale_colours',
  },
  {
    up: migration_20261127_084554_drop_window_closed_message.up,
    down: migration_20261127_084554_drop_window_closed_message.down,
    name: '20261127_084554_drop_window_closed_message',
  },
  {
    up: migration_20261127_120000_api_error_messages.up,
    down: migration_20261127_120000_api_error_messages.down,
    name: '20261127_120000_api_error_messages',
  },
  {
    up: migration_20261127_123051_desk_actions_and_deposit.up,
    down: migration_20261127_123051_desk_actions_and_deposit.down,
    name: '20261127_123051_desk_actions_and_deposit',
  },
  {
    up: migration_20261127_152103_fleet_units_and_blocks.up,
    down: migration_20261127_152103_fleet_units_and_blocks.down,
    name: '20261127_152103_fleet_units_and_blocks',
  },
  {
    up: migration_20261127_161022_check_out_record.up,
    down: migration_20261127_161022_check_out_record.down,
    name: '20261127_161022_check_out_record',
  },
  {
    up: migration_20261127_164806_object_storage_keys.up,
    down: migration_20261127_164806_object_storage_keys.down,
    name: '20261127_164806_object_storage_keys',
  },
  {
    up: migration_20261127_165357_partner_keys_and_model_addresses.up,
    down: migration_20261127_165357_partner_keys_and_model_addresses.down,
    name: '20261127_165357_partner_keys_and_model_addresses',
  },
  {
    up: migration_20261127_184934_check_out_signature_and_rental_agreements.up,
    down: migration_20261127_184934_check_out_signature_and_rental_agreements.down,
    name: '20261127_184934_check_out_signature_and_rental_agreements',
  },
  {
    up: migration_20261127_201340_check_in_and_damage_claims.up,
    down: migration_20261127_201340_check_in_and_damage_claims.down,
    name: '20261127_201340_check_in_and_damage_claims',
  },
  {
    up: migration_20261127_220808_damage_price_list_and_claim_withdrawal.up,
    down: migration_20261127_220808_damage_price_list_and_claim_withdrawal.down,
    name: '20261127_220808_damage_price_list_and_claim_withdrawal',
  },
  {
    up: migration_20261128_013203_deposit_hold_extension.up,
    down: migration_20261128_013203_deposit_hold_extension.down,
    name: '20261128_013203_deposit_hold_extension',
  },
  {
    up: migration_20261128_015135_renter_photos_audit.up,
    down: migration_20261128_015135_renter_photos_audit.down,
    name: '20261128_015135_renter_photos_audit',
  },
  {
    up: migration_20261129_022951_later_tolls_and_unit_block_audit.up,
    down: migration_20261129_022951_later_tolls_and_unit_block_audit.down,
    name: '20261129_022951_later_tolls_and_unit_block_audit'
  },
];
