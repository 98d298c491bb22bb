import { VALIDATION_MESSAGES as M } from '../types/messages'
import { SITE_LIMITS as L, SOCIAL_NETWORKS } from '../types/site'
import { isShopPhone, normaliseShopPhone } from './phone'
import { isPlainMultilineText, isPlainText } from './plain-text'
import { isBelfastPostcode, normalisePostcode } from './postcode'
import { isValidEmail } from './signup'
import { z } from './zod'

// The owner's site settings, checked by the kitchen's forms and by the API with the same
// schemas and texts; a wrong type gets the field's own text too.

/** One line of plain text, trimmed, `min` to `max` characters. */
const line = (message: string, max: number, min = 1) =>
  z
    .string({ error: message })
    .trim()
    .min(min, message)
    .max(max, message)
    .refine(isPlainText, message)

/** Markdown: several lines, trimmed, required, at most `max` characters. */
const markdownText = (message: string, max: number) =>
  z
    .string({ error: message })
    .trim()
    .min(1, message)
    .max(max, message)
    .refine(isPlainMultilineText, message)

/** The About page's lead and story, the Info page's text. */
export const siteTextsSchema = z.object({
  description: line(M.siteDescription, L.descriptionMaxLength),
  about: markdownText(M.siteAbout, L.aboutMaxLength),
  info: markdownText(M.siteInfo, L.infoMaxLength),
})

/** True when `url` is an https address on one of the network's hosts (or a subdomain). */
export function isNetworkUrl(network: string, url: string): boolean {
  const hosts: readonly string[] =
    SOCIAL_NETWORKS[network as keyof typeof SOCIAL_NETWORKS]?.hosts ?? []
  if (url.length > L.urlMaxLength || !isPlainText(url)) return false
  let parsed: URL
  try {
    parsed = new URL(url)
  } catch {
    return false
  }
  if (parsed.protocol !== 'https:' || parsed.username || parsed.password)
    return false
  const host = parsed.hostname.toLowerCase()
  return hosts.some((name) => host === name || host.endsWith(`.${name}`))
}

/** "The Instagram link must be an https:// address on instagram.com." */
function socialUrlMessage(network: string): string {
  const entry = SOCIAL_NETWORKS[network as keyof typeof SOCIAL_NETWORKS]
  if (!entry) return M.socialNetwork
  return `The ${entry.label} link must be an https:// address on ${entry.hosts.join(' or ')}.`
}

const networks = Object.keys(SOCIAL_NETWORKS) as [string, ...string[]]

const socialLink = z
  .object({
    network: z.enum(networks, { error: M.socialNetwork }),
    url: z.string({ error: M.socialNetwork }).trim(),
  })
  .superRefine((link, ctx) => {
    if (!isNetworkUrl(link.network, link.url)) {
      ctx.addIssue({
        code: 'custom',
        path: ['url'],
        message: socialUrlMessage(link.network),
      })
    }
  })

/** The address, phone, email and social links shown in the footer, About and structured data. */
export const contactDetailsSchema = z.object({
  address: z.object({
    line1: line(M.contactLine1, L.addressLineMaxLength),
    line2: line(M.contactLine2, L.addressLineMaxLength, 0).default(''),
    city: line(M.contactCity, L.cityMaxLength),
    postcode: z
      .string({ error: M.shopPostcode })
      .refine(isBelfastPostcode, M.shopPostcode)
      .transform(normalisePostcode),
  }),
  phone: z
    .string({ error: M.shopPhone })
    .transform(normaliseShopPhone)
    .refine(isShopPhone, M.shopPhone),
  email: z
    .string({ error: M.email })
    .refine((email) => isPlainText(email) && isValidEmail(email), M.email)
    .transform((email) => email.trim()),
  social: z
    .array(socialLink, { error: M.socialLinks })
    .max(networks.length, M.socialLinks)
    .superRefine((links, ctx) => {
      const seen = new Set<string>()
      links.forEach((link, index) => {
        if (seen.has(link.network)) {
          ctx.addIssue({
            code: 'custom',
            path: [index, 'network'],
            message: M.socialTwice,
          })
        }
        seen.add(link.network)
      })
    }),
  // Printed on every receipt; a UK VAT registration number is GB and 9 digits (12 for a branch).
  vatNumber: z
    .string({ error: M.vatNumber })
    .transform((value) => value.replace(/\s+/g, '').toUpperCase())
    .refine(
      (value) => value === '' || /^GB(\d{9}|\d{12})$/.test(value),
      M.vatNumber,
    )
    .default(''),
})

/** A whole number of pence from 0 to `max`. */
const pence = (message: string, max: number) =>
  z.number({ error: message }).int(message).min(0, message).max(max, message)

/** True for miles from 0.1 to the limit, to one decimal place (distances are rounded so). */
const isTierMiles = (miles: number) =>
  miles > 0 &&
  miles <= L.tierMilesMax &&
  Math.abs(miles * 10 - Math.round(miles * 10)) < 1e-9

const feeTier = z.object({
  maxMiles: z.number({ error: M.tierMiles }).refine(isTierMiles, M.tierMiles),
  feePence: pence(M.tierFee, L.tierFeePenceMax),
})

/** The logged-in discount, the delivery fee tiers (nearest first) and the delivery minimum. */
export const moneyRulesSchema = z.object({
  discount: z
    .object({
      percentage: z
        .number({ error: M.discountPercentage })
        .int(M.discountPercentage)
        .min(0, M.discountPercentage)
        .max(L.discountPercentageMax, M.discountPercentage),
      message: line(M.discountMessage, L.discountMessageMaxLength, 0),
    })
    .superRefine((discount, ctx) => {
      if (discount.percentage > 0 && !discount.message) {
        ctx.addIssue({
          code: 'custom',
          path: ['message'],
          message: M.discountMessage,
        })
      }
    }),
  deliveryFees: z
    .array(feeTier, { error: M.feeTiers })
    .min(1, M.feeTiers)
    .max(L.feeTiersMax, M.feeTiers)
    .superRefine((tiers, ctx) => {
      tiers.forEach((tier, index) => {
        const before = tiers[index - 1]
        if (before && tier.maxMiles <= before.maxMiles) {
          ctx.addIssue({
            code: 'custom',
            path: [index, 'maxMiles'],
            message: M.tierOrder,
          })
        }
      })
    }),
  minimumDeliveryOrderPence: pence(M.minimumOrder, L.minimumOrderPenceMax),
})

/** The policy's Markdown text. */
export const policyTextSchema = z.object({
  content: markdownText(M.policyContent, L.policyMaxLength),
})

/** The version an owner's form was loaded with, sent back with its save. */
export const editVersionSchema = z
  .number({ error: M.editVersion })
  .int(M.editVersion)
  .min(1, M.editVersion)
