import { demoBreakfasts } from './demo-recipes-breakfasts.js';
import { demoFishAndVegMains } from './demo-recipes-fish-veg-mains.js';
import { item, type DemoRecipe } from './demo-recipes-foods.js';
import { demoMeatMains } from './demo-recipes-meat-mains.js';
import { demoShakes } from './demo-recipes-shakes.js';

export const demoSnacks: DemoRecipe[] = [
  {
    name: 'Hummus Veggie Snack Box',
    description: 'Crunchy vegetables with hummus and a handful of almonds. Packs well for work. Serves 1.',
    servings: 1,
    sections: [
      {
        section: 'Box',
        items: [
          item('hummus', '80 g', 80),
          item('carrot sticks', '100 g', 100, 'carrot'),
          item('cucumber sticks', '100 g', 100, 'cucumber'),
          item('red bell pepper strips', '60 g', 60, 'red bell pepper'),
          item('almonds', '15 g', 15),
        ],
      },
    ],
    directions:
      'STEP 1. Cut the vegetables into sticks.\nSTEP 2. Pack them with the hummus and almonds in a lidded box.',
    createdDaysAgo: 7,
    image: null,
  },
  {
    name: 'Peanut Butter Energy Bites',
    description:
      'No-bake oat bites with peanut butter, honey, flax and dark chocolate. Makes 12 bites; nutrition is per bite.',
    servings: 12,
    sections: [
      {
        section: 'Mixture',
        items: [
          item('rolled oats', '150 g', 150),
          item('peanut butter', '120 g', 120),
          item('honey', '80 g', 80),
          item('ground flaxseed', '30 g', 30),
          item('chia seeds', '15 g', 15),
        ],
      },
      { section: 'Fold in', items: [item('dark chocolate (70%), chopped', '50 g', 50, 'dark chocolate')] },
    ],
    directions:
      'STEP 1. Warm the peanut butter and honey just enough to stir easily.\nSTEP 2. Mix in the oats, flax and chia, then the chocolate.\nSTEP 3. Chill for 20 minutes and roll into 12 balls.\nSTEP 4. Keep in the fridge for up to a week.',
    createdDaysAgo: 11,
    image: { format: 'jpeg', from: '#92400e', to: '#fbbf24' },
  },
  {
    name: 'Tuna Stuffed Avocado',
    description: 'A creamy tuna salad spooned into avocado halves. High protein, no cooking. Serves 1.',
    servings: 1,
    sections: [
      {
        section: 'Filling',
        items: [
          item('tuna in water, drained', '120 g', 120, 'tuna in water'),
          item('Greek yogurt (0% fat)', '30 g', 30, 'greek yogurt'),
          item('cucumber, finely diced', '50 g', 50, 'cucumber'),
          item('lemon juice', '1 tsp', 5),
          item('salt and black pepper', 'to taste', 0, null),
        ],
      },
      { section: 'To serve', items: [item('avocado, halved and stoned', '1', 150, 'avocado')] },
    ],
    directions: 'Mix the tuna, yogurt, cucumber and lemon juice, season, and pile into the avocado halves.',
    createdDaysAgo: 19,
    image: null,
  },
  {
    name: 'Cottage Cheese with Berries and Almonds',
    description:
      'A quick high-protein snack: cottage cheese, blueberries, almonds and a little honey. Serves 1.',
    servings: 1,
    sections: [
      {
        section: 'Bowl',
        items: [
          item('cottage cheese (2% fat)', '200 g', 200, 'cottage cheese'),
          item('blueberries', '100 g', 100),
          item('almonds, chopped', '15 g', 15, 'almonds'),
          item('honey', '1 tsp', 7),
        ],
      },
    ],
    directions:
      'STEP 1. Spoon the cottage cheese into a bowl.\nSTEP 2. Top with the berries, almonds and honey.',
    createdDaysAgo: 29,
    image: null,
  },
  {
    name: 'Apple Slices with Almond Butter',
    description: 'Crisp apple with almond butter and a dusting of cinnamon. Serves 1.',
    servings: 1,
    sections: [
      {
        section: 'Snack',
        items: [
          item('apple', '1', 180),
          item('almond butter', '2 tbsp', 32),
          item('ground cinnamon', 'a pinch', 0, null),
        ],
      },
    ],
    directions: null,
    createdDaysAgo: 38,
    image: null,
  },
  {
    name: 'Crispy Roasted Chickpeas',
    description:
      'Smoky oven-roasted chickpeas, a crunchy swap for crisps. Makes 4 servings; nutrition is per serving.',
    servings: 4,
    sections: [
      {
        section: 'Chickpeas',
        items: [
          item('chickpeas, cooked and dried', '500 g', 500, 'chickpeas, cooked'),
          item('olive oil', '1 tbsp', 13.5),
          item('smoked paprika', '1 tsp', 0, null),
          item('sea salt', '1/2 tsp', 0, null),
        ],
      },
    ],
    directions:
      'STEP 1. Heat the oven to 200 °C and pat the chickpeas very dry.\nSTEP 2. Toss with the oil, paprika and salt.\nSTEP 3. Roast for 30 to 35 minutes, shaking the tray halfway, until crisp. They crisp up further as they cool.',
    createdDaysAgo: 45,
    image: { format: 'png', from: '#b45309', to: '#7c2d12' },
  },
];

/** About thirty demo recipes: breakfasts, mains, snacks and shakes, some with generated images. */
export const demoRecipes: DemoRecipe[] = [
  ...demoBreakfasts,
  ...demoShakes,
  ...demoMeatMains,
  ...demoFishAndVegMains,
  ...demoSnacks,
];
