import type { SeedPost } from './blog-types'

export const kitchenPosts: SeedPost[] = [
  {
    id: 'post-charcoal-grill',
    slug: 'why-we-still-cook-over-charcoal',
    title: 'Why we still cook over charcoal',
    excerpt:
      'Gas would be easier. Here is why every kebab at Anatolia Grill still goes over real lumpwood charcoal.',
    coverImage: '/images/blog/charcoal-grill.svg',
    tags: ['kitchen', 'kebabs'],
    author: 'Mehmet Demir',
    createdAt: '2026-05-14T10:00:00Z',
    updatedAt: '2026-05-14T10:00:00Z',
    content: `When we opened on the Ormeau Road in 2014, the first thing the gas engineer asked was why we wanted a charcoal pit at all. Twelve years later we still get asked, so here is the answer.

## Heat you can taste

Charcoal burns far hotter than a gas grill. That heat seals the outside of an Adana kebab in seconds, so the fat stays inside and the meat stays juicy. The smoke from the dripping fat is what gives a proper kebab its flavour.

## How we do it

- We light the pit at 15:00 every day, so the coals are white-hot by the time we open at 16:30.
- We use Irish lumpwood charcoal, not briquettes, because it burns clean.
- Every skewer is turned by hand. No conveyor, no timer.

It is more work, and our grill chef Yusuf will tell you it is a lot hotter in summer. But once you have tasted the difference, there is no going back.`,
  },
  {
    id: 'post-pizza-dough',
    slug: 'our-48-hour-pizza-dough',
    title: 'The secret of our 48-hour pizza dough',
    excerpt:
      'Slow dough makes a lighter, tastier base. A look at how our pizza bases are made, two days before you order.',
    coverImage: '/images/blog/pizza-dough.svg',
    tags: ['kitchen', 'pizza'],
    author: 'Elif Demir',
    createdAt: '2026-06-22T09:30:00Z',
    updatedAt: '2026-07-02T12:00:00Z',
    content: `Every pizza we send out starts life two days earlier. Our dough is made with just four ingredients: flour, water, salt and a small pinch of yeast.

## Time does the work

Instead of lots of yeast and a quick rise, we use very little and let the dough rest in the fridge for 48 hours. The slow rise builds flavour and makes the base easier to digest.

1. Day one: mix, knead and divide into balls.
2. Day two: rest in the cold room.
3. Day three: stretched by hand and baked at 300°C.

That is why our bases are light and crisp at the edge, with big airy bubbles. Try a plain Margherita and you will see what we mean.`,
  },
  {
    id: 'post-late-night-belfast',
    slug: 'late-night-food-in-belfast',
    title: 'Late-night food in Belfast: open until 2am at weekends',
    excerpt:
      'Finishing a shift or heading home from a gig? Our kitchen stays open late, and delivery runs until 1am.',
    coverImage: '/images/blog/late-night.svg',
    tags: ['news', 'opening hours'],
    author: 'Mehmet Demir',
    createdAt: '2026-08-05T18:00:00Z',
    updatedAt: '2026-08-05T18:00:00Z',
    content: `Belfast does not go to bed early, and neither do we. We open every day at 16:30 and stay open until 01:00, and until 02:00 on Friday and Saturday nights.

## Delivery hours

Our drivers are out from 17:00 until 01:00 every day, covering south and central Belfast. Delivery fees start at £1.50 for orders within a mile.

## Collection

If you are passing the Ormeau Road, order online and collect. Your food will be ready when you arrive, and you skip the queue.

We love seeing the night-shift regulars from the City Hospital and the Royal. Thank you for keeping us busy!`,
  },
]
