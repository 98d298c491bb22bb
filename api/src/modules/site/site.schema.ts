import {
  contactDetailsSchema,
  editVersionSchema,
  moneyRulesSchema,
  siteTextsSchema,
} from '@food/shared/validation'

// Bodies: the shared rules the kitchen's forms check, and the version the form was loaded
// with. The replies are in @food/shared/wire (site.ts).

export const siteTextsBody = siteTextsSchema.extend({
  version: editVersionSchema,
})
export const contactDetailsBody = contactDetailsSchema.extend({
  version: editVersionSchema,
})
export const moneyRulesBody = moneyRulesSchema.extend({
  version: editVersionSchema,
})
