import { DELIVERY_HOURS, OPENING_HOURS } from '@food/shared/time'

export const shopSettingsSeed = {
  name: 'Anatolia Grill Belfast',
  description:
    'Charcoal-grilled Turkish kebabs, stone-baked pizzas and fresh wraps, made to order in south Belfast and delivered hot across the city until late.',
  about:
    'Anatolia Grill opened on the Ormeau Road in 2014, when the Demir family brought their grandmother’s marinades from Adana to Belfast. Every kebab is cooked over real charcoal, our dough is made fresh each afternoon, and our sauces are mixed in the kitchen, not poured from a tub.',
  address: {
    line1: '214 Ormeau Road',
    line2: 'Ballynafeigh',
    city: 'Belfast',
    postcode: 'BT7 2FY',
  },
  phone: '028 9064 3120',
  email: 'hello@anatoliagrillbelfast.co.uk',
  social: [
    {
      network: 'facebook',
      url: 'https://www.facebook.com/anatoliagrillbelfast',
    },
    {
      network: 'instagram',
      url: 'https://www.instagram.com/anatoliagrillbelfast',
    },
    { network: 'tiktok', url: 'https://www.tiktok.com/@anatoliagrillbelfast' },
  ],
  openingHours: OPENING_HOURS,
  deliveryHours: DELIVERY_HOURS,
  vatRatePercent: 20,
  discount: {
    percentage: 10,
    message: 'Logged-in customers get 10% off every order.',
  },
  // Fee for a delivery up to maxMiles from the shop; beyond the last tier we do not deliver.
  deliveryFees: [
    { maxMiles: 1, feePence: 150 },
    { maxMiles: 2, feePence: 250 },
    { maxMiles: 3, feePence: 350 },
    { maxMiles: 5, feePence: 450 },
  ],
  holidayMessage: null as string | null,
}
