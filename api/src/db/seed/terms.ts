export const termsSeed = {
  policy: 'terms',
  title: 'Terms and Conditions',
  updatedAt: '2026-09-01T00:00:00Z',
  content: `These terms apply when you order food from Anatolia Grill Belfast, 214 Ormeau Road, Belfast BT7 2FY, through this website. By placing an order you agree to them.

## 1. Orders

- An order is accepted when we confirm it on the site. We may decline an order, for example when we are closed, too busy or cannot deliver to your address.
- Prices are in pounds sterling and include VAT at 20%. The price charged is the one shown at checkout.
- Logged-in customers receive the discount shown in the basket. Discounts cannot be exchanged for cash.

## 2. Delivery and collection

- We deliver within Belfast postcodes BT1 to BT17 from 17:00 to 01:00. The delivery fee depends on the distance and is shown before you pay.
- Delivery times are estimates. Please make sure someone is available at the address and can be reached on the phone number given.
- Collection orders can be picked up from the shop during opening hours: 16:30 to 01:00, and to 02:00 on Friday and Saturday.

## 3. Allergens

Each dish lists the 14 major allergens it contains. Our kitchen handles all of them, so we cannot guarantee any dish is free of traces. If you have a severe allergy, please call us before ordering.

## 4. Cancellations and refunds

Because food is prepared to order, you cannot cancel once we have started preparing it. If something is wrong with your order, contact us within 24 hours and we will replace the item or refund you. This does not affect your statutory rights under the Consumer Rights Act 2015.

## 5. Alcohol and age

We do not sell alcohol. Some products, such as energy drinks, are not sold to under-16s.

## 6. Your account

Keep access to your mobile number secure, as it is used to log in. Tell us straight away if you think someone else has used your account.

## 7. Liability

We are responsible for loss or damage that is a foreseeable result of our breaking these terms or failing to use reasonable care. We are not responsible for loss that is not foreseeable. Nothing in these terms limits our liability for death or personal injury caused by our negligence.

## 8. Law

These terms are governed by the law of Northern Ireland, and the courts of Northern Ireland have jurisdiction.

## 9. Contact

Phone 028 9064 3120 or email hello@anatoliagrillbelfast.co.uk.`,
}
