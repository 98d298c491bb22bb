import type { SeedPost } from './blog-types'

export const newsPosts: SeedPost[] = [
  {
    id: 'post-allergens',
    slug: 'allergens-and-how-to-order-safely',
    title: 'Allergens: how to order safely with us',
    excerpt:
      'Every dish on our menu lists the 14 major allergens. Here is how to use that information and when to call us.',
    coverImage: '/images/blog/allergens.svg',
    tags: ['allergens', 'health'],
    author: 'Elif Demir',
    createdAt: '2026-09-10T11:00:00Z',
    updatedAt: '2026-09-18T08:15:00Z',
    content: `UK law names 14 allergens that every food business must declare. On our menu, each dish shows which of them it contains.

## The 14 allergens

Celery, cereals containing gluten, crustaceans, eggs, fish, lupin, milk, molluscs, mustard, tree nuts, peanuts, sesame, soya and sulphites.

## Before you order

- Check the allergen list on each dish before adding it to your basket.
- Add a note to the item if you need something left out.
- If your allergy is severe, please phone us on 028 9064 3120 before ordering.

Our kitchen handles all 14 allergens, so we cannot promise that any dish is completely free of traces. When in doubt, talk to us: we would much rather answer a question than take a risk.`,
  },
  {
    id: 'post-website-safety',
    slug: 'how-we-keep-our-website-safe',
    title: 'How we keep our website safe',
    excerpt:
      'Ordering online should be safe. A short look at what we do to protect your account and your data.',
    coverImage: '/images/blog/website-safety.svg',
    tags: ['website', 'security'],
    author: 'Aoife Kelly',
    createdAt: '2026-10-03T14:00:00Z',
    updatedAt: '2026-10-20T09:00:00Z',
    content: `When you order from Anatolia Grill online, you trust us with your name, mobile number and address. Here is how we look after them.

## Logging in without passwords

You log in with a one-time code sent to your mobile. There is no password for anyone to guess or steal.

## Text is text, never code

Anything typed into our site is shown as plain text. For example, this line is displayed exactly as written and never runs:

<script>alert(1)</script>

And a link like [this one](javascript:alert(1)) is not allowed to run code either. Our developers check this on every release.

## What we never do

- We never see or store your full card details.
- We never sell your data.
- We never send marketing texts unless you ask for them.

If you ever notice anything odd on the site, email hello@anatoliagrillbelfast.co.uk.`,
  },
  {
    id: 'post-student-night',
    slug: 'queens-students-welcome-back',
    title: 'Welcome back, Queen’s students',
    excerpt:
      'New term, new flat, no food in the fridge. Log in when you order and get 10% off every time.',
    coverImage: '/images/blog/students.svg',
    tags: ['offers', 'news'],
    author: 'Aoife Kelly',
    createdAt: '2026-11-02T16:30:00Z',
    updatedAt: '2026-11-02T16:30:00Z',
    content: `The Holylands are busy again, and so is our kitchen. To welcome everyone back to Queen’s and Ulster University, here is a reminder of our best offer.

## 10% off when you log in

Log in with your mobile number before you check out and 10% comes off your whole order, every time. No codes to remember.

## Feeding the whole flat?

- The Mixed Grill for two easily feeds three.
- A 14 inch Doner Pizza is our most-ordered student dinner.
- Add a big bottle of Coke for £3.49.

Good luck with the new term, and see you on a Friday night.`,
  },
]
