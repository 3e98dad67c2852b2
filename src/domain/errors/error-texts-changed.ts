/**
 * The global slot (on `globalThis`) where the CMS notes when editors last changed the error
 * messages, so the server's cached texts are read again (see src/server/cms/error-texts.ts).
 */
export const ERROR_MESSAGES_CHANGED_AT = Symbol.for('vegur.errorMessages.changedAt')
