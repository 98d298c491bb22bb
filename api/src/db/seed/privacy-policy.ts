export const privacyPolicySeed = {
  policy: 'privacy',
  title: 'Privacy Policy',
  updatedAt: '2026-09-01T00:00:00Z',
  content: `Anatolia Grill Belfast ("we", "us") runs this website and the takeaway at 214 Ormeau Road, Belfast BT7 2FY. We are the controller of the personal data you give us. This policy explains what we collect, why, and your rights under the UK General Data Protection Regulation (UK GDPR) and the Data Protection Act 2018.

## 1. What we collect

- **Account details:** your name, email address and mobile number.
- **Delivery addresses** you save, including the postcode and a contact phone number.
- **Orders:** what you ordered, when, the price and how you paid. We never see or store your full card number; card payments are handled by our payment provider.
- **Technical data:** your IP address and browser type in our server logs, kept for security.

## 2. Why we use it (lawful basis)

- To take, prepare and deliver your order (performance of a contract).
- To send you a one-time login code by text message (performance of a contract).
- To keep records for tax and food-safety law (legal obligation).
- To protect the site against fraud and abuse (legitimate interests).

We only send marketing messages if you have opted in, and you can opt out at any time.

## 3. Who we share it with

Only with the companies that help us run the service: our hosting provider, our SMS provider, our payment provider and our delivery drivers (who see your name, address and phone number for your order only). We never sell your data.

## 4. How long we keep it

Order records are kept for six years for tax purposes. Account details are kept until you ask us to delete your account. Server logs are deleted after 30 days.

## 5. Your rights

You have the right to access, correct or delete your data, to object to or restrict how we use it, and to data portability. To use any of these rights, email hello@anatoliagrillbelfast.co.uk. We will reply within one month.

If you are unhappy with how we handle your data, you can complain to the Information Commissioner's Office (ico.org.uk, 0303 123 1113).

## 6. Cookies and local storage

We use your browser's local storage to remember your basket and keep you logged in. We do not use advertising cookies.

## 7. Contact

Anatolia Grill Belfast, 214 Ormeau Road, Belfast BT7 2FY. Phone 028 9064 3120. Email hello@anatoliagrillbelfast.co.uk.`,
}
