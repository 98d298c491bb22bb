/**
 * The menu's pictures, dish by dish: a picture shows only the dish it was drawn for
 * (a meat skewer is not the Falafel Plate, a Coke can is not water). A dish not listed
 * has no picture until the owner uploads a photo of it; the menu then shows a text card.
 */
export const MENU_PICTURES: Record<string, string> = {
  'item-adana-kebab': '/images/menu/kebab.svg',
  'item-chicken-shish': '/images/menu/kebab.svg',
  'item-lamb-shish': '/images/menu/kebab.svg',
  'item-mixed-grill': '/images/menu/kebab.svg',
  'item-margherita': '/images/menu/margherita.svg',
  'item-pepperoni': '/images/menu/pizza.svg',
  'item-doner-wrap': '/images/menu/wrap.svg',
  'item-chicken-shish-wrap': '/images/menu/wrap.svg',
  'item-adana-durum': '/images/menu/wrap.svg',
  'item-mixed-wrap': '/images/menu/wrap.svg',
  'item-classic-smash': '/images/menu/burger.svg',
  'item-kofte-burger': '/images/menu/burger.svg',
  'item-double-bacon': '/images/menu/burger.svg',
  'item-chips': '/images/menu/sides.svg',
  'item-baklava': '/images/menu/dessert.svg',
  'item-coke-can': '/images/menu/drink.svg',
}
