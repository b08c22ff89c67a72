import { roundToStep } from '@coachboard/contract';

/** Energy (kcal) and macros (g) per 100 g, from USDA FoodData Central (SR Legacy / Foundation) values. */
export interface Food {
  kcal: number;
  protein: number;
  carbs: number;
  fat: number;
}

const food = (kcal: number, protein: number, carbs: number, fat: number): Food => ({
  kcal,
  protein,
  carbs,
  fat,
});

export const foods = {
  'rolled oats': food(379, 13.2, 67.7, 6.5),
  'semi-skimmed milk': food(50, 3.3, 4.8, 2.0),
  'skim milk': food(34, 3.4, 5.0, 0.1),
  'almond milk': food(15, 0.6, 0.6, 1.2),
  'greek yogurt': food(59, 10.2, 3.6, 0.4),
  'cottage cheese': food(84, 11.0, 4.3, 2.3),
  ricotta: food(138, 11.4, 5.1, 7.9),
  feta: food(264, 14.2, 3.9, 21.3),
  parmesan: food(392, 35.8, 3.2, 25.8),
  cheddar: food(403, 24.9, 1.3, 33.1),
  mozzarella: food(254, 24.3, 2.8, 15.9),
  egg: food(143, 12.6, 0.7, 9.5),
  'egg white': food(52, 10.9, 0.7, 0.2),
  'whey protein': food(400, 80.0, 8.0, 6.0),
  'chia seeds': food(486, 16.5, 42.1, 30.7),
  'ground flaxseed': food(534, 18.3, 28.9, 42.2),
  'pumpkin seeds': food(559, 30.2, 10.7, 49.1),
  almonds: food(579, 21.2, 21.6, 49.9),
  walnuts: food(654, 15.2, 13.7, 65.2),
  'peanut butter': food(588, 25.1, 19.6, 50.4),
  'almond butter': food(614, 21.0, 18.8, 55.5),
  honey: food(304, 0.3, 82.4, 0),
  'maple syrup': food(260, 0, 67.0, 0.1),
  'cocoa powder': food(228, 19.6, 57.9, 13.7),
  'dark chocolate': food(598, 7.8, 45.9, 42.6),
  granola: food(471, 10.0, 64.0, 20.0),
  'rice cakes': food(387, 8.2, 81.5, 2.8),
  banana: food(89, 1.1, 22.8, 0.3),
  blueberries: food(57, 0.7, 14.5, 0.3),
  strawberries: food(32, 0.7, 7.7, 0.3),
  'mixed berries': food(50, 0.7, 12.0, 0.3),
  mango: food(60, 0.8, 15.0, 0.4),
  apple: food(52, 0.3, 13.8, 0.2),
  'pumpkin puree': food(34, 1.1, 8.1, 0.3),
  'lemon juice': food(22, 0.4, 6.9, 0.2),
  'lime juice': food(25, 0.4, 8.4, 0.1),
  'whole wheat bread': food(252, 12.3, 42.7, 3.5),
  'whole wheat tortilla': food(300, 9.5, 47.0, 8.0),
  'brown rice, cooked': food(123, 2.7, 25.6, 1.0),
  'white rice, cooked': food(130, 2.7, 28.2, 0.3),
  'quinoa, cooked': food(120, 4.4, 21.3, 1.9),
  'whole wheat spaghetti': food(352, 13.9, 75.0, 2.5),
  'soba noodles': food(336, 14.4, 74.6, 0.7),
  'red lentils': food(352, 24.6, 63.4, 1.1),
  'chickpeas, cooked': food(164, 8.9, 27.4, 2.6),
  'black beans, cooked': food(132, 8.9, 23.7, 0.5),
  edamame: food(121, 11.9, 8.9, 5.2),
  'green peas': food(77, 5.2, 13.6, 0.4),
  'sweet potato': food(86, 1.6, 20.1, 0.1),
  potatoes: food(77, 2.0, 17.5, 0.1),
  broccoli: food(34, 2.8, 6.6, 0.4),
  cauliflower: food(25, 1.9, 5.0, 0.3),
  'green beans': food(31, 1.8, 7.0, 0.2),
  spinach: food(23, 2.9, 3.6, 0.4),
  kale: food(35, 2.9, 4.4, 1.5),
  'romaine lettuce': food(17, 1.2, 3.3, 0.3),
  cucumber: food(15, 0.7, 3.6, 0.1),
  tomato: food(18, 0.9, 3.9, 0.2),
  'canned tomatoes': food(16, 0.8, 3.5, 0.3),
  'red bell pepper': food(31, 1.0, 6.0, 0.3),
  onion: food(40, 1.1, 9.3, 0.1),
  garlic: food(149, 6.4, 33.1, 0.5),
  ginger: food(80, 1.8, 17.8, 0.8),
  carrot: food(41, 0.9, 9.6, 0.2),
  zucchini: food(17, 1.2, 3.1, 0.3),
  mushrooms: food(22, 3.1, 3.3, 0.3),
  avocado: food(160, 2.0, 8.5, 14.7),
  'olive oil': food(884, 0, 0, 100),
  'sesame oil': food(884, 0, 0, 100),
  'coconut oil': food(862, 0, 0, 100),
  butter: food(717, 0.9, 0.1, 81.1),
  'coconut milk': food(197, 2.0, 2.8, 21.3),
  'light coconut milk': food(73, 0.7, 1.6, 7.1),
  'soy sauce': food(53, 8.1, 4.9, 0.6),
  hummus: food(166, 7.9, 14.3, 9.6),
  salsa: food(36, 1.5, 7.0, 0.2),
  'chicken breast': food(120, 22.5, 0, 2.6),
  'chicken thigh': food(121, 19.7, 0, 4.1),
  'ground turkey': food(150, 18.7, 0, 8.3),
  'lean ground beef': food(176, 20.0, 0, 10.0),
  'pork tenderloin': food(120, 20.9, 0, 3.5),
  salmon: food(208, 20.4, 0, 13.4),
  cod: food(82, 17.8, 0, 0.7),
  shrimp: food(85, 20.1, 0, 0.5),
  'tuna in water': food(116, 25.5, 0, 0.8),
  'firm tofu': food(144, 17.3, 2.8, 8.7),
  tempeh: food(192, 20.3, 7.6, 10.8),
} as const satisfies Record<string, Food>;

export type FoodName = keyof typeof foods;

/** One ingredient as the recipe shows it, and what it weighs for the nutrition (null: negligible). */
export interface DemoIngredient {
  name: string;
  amount: string;
  grams: number;
  food: FoodName | null;
}

/** An ingredient whose name is also its food, or a seasoning that counts for nothing. */
export const item = (
  name: string,
  amount: string,
  grams: number,
  food?: FoodName | null,
): DemoIngredient => ({
  name,
  amount,
  grams,
  food: food === undefined ? (name in foods ? (name as FoodName) : null) : food,
});

export interface DemoRecipe {
  name: string;
  description: string;
  servings: number;
  sections: { section: string; items: DemoIngredient[] }[];
  directions: string | null;
  /** Days before now, so the newest-first list has a believable history. */
  createdDaysAgo: number;
  image: { format: 'png' | 'jpeg'; from: string; to: string } | null;
}

/** Calories (whole kcal) and macros (0.1 g) for one serving, summed from the ingredients. */
export const nutritionPerServing = (recipe: DemoRecipe) => {
  const totals = { calories: 0, protein: 0, carbs: 0, fat: 0 };
  for (const ingredient of recipe.sections.flatMap((section) => section.items)) {
    if (!ingredient.food) continue;
    const values = foods[ingredient.food];
    const share = ingredient.grams / 100 / recipe.servings;
    totals.calories += values.kcal * share;
    totals.protein += values.protein * share;
    totals.carbs += values.carbs * share;
    totals.fat += values.fat * share;
  }
  return {
    calories: Math.round(totals.calories),
    protein: roundToStep(totals.protein),
    carbs: roundToStep(totals.carbs),
    fat: roundToStep(totals.fat),
  };
};
