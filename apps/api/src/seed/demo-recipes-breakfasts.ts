import { item, type DemoRecipe } from './demo-recipes-foods.js';

/** Breakfasts; amounts use the form's units, grams are what the nutrition is summed from. */
export const demoBreakfasts: DemoRecipe[] = [
  {
    name: 'Berry Overnight Oats',
    description:
      'Creamy oats soaked overnight in milk and Greek yogurt, topped with berries. Made the night before, ready when you are. Serves 1.',
    servings: 1,
    sections: [
      {
        section: 'Oats',
        items: [
          item('rolled oats', '60 g', 60),
          item('semi-skimmed milk', '180 ml', 185),
          item('Greek yogurt (0% fat)', '100 g', 100, 'greek yogurt'),
          item('chia seeds', '1 tbsp', 12),
        ],
      },
      {
        section: 'Topping',
        items: [item('mixed berries', '80 g', 80), item('honey', '1 tsp', 7)],
      },
    ],
    directions:
      'STEP 1. Stir the oats, milk, yogurt and chia seeds together in a jar.\nSTEP 2. Cover and refrigerate overnight, or for at least 4 hours.\nSTEP 3. In the morning, stir, add a splash of milk if it is too thick, and top with the berries and honey.',
    createdDaysAgo: 1,
    image: { format: 'png', from: '#7c3aed', to: '#f472b6' },
  },
  {
    name: 'Spinach and Feta Egg Scramble',
    description:
      'Soft scrambled whole eggs and egg whites with wilted spinach, feta and cherry tomatoes, with a slice of wholegrain toast. Serves 1.',
    servings: 1,
    sections: [
      {
        section: 'Scramble',
        items: [
          item('eggs', '3', 150, 'egg'),
          item('egg whites', '100 ml', 100, 'egg white'),
          item('baby spinach', '1 cup', 30, 'spinach'),
          item('feta, crumbled', '30 g', 30, 'feta'),
          item('cherry tomatoes, halved', '80 g', 80, 'tomato'),
          item('olive oil', '1 tsp', 4.5),
          item('salt and black pepper', 'to taste', 0),
        ],
      },
      { section: 'To serve', items: [item('whole wheat bread', '1', 32)] },
    ],
    directions:
      'STEP 1. Whisk the eggs and egg whites with a pinch of salt and pepper.\nSTEP 2. Warm the oil in a non-stick pan over medium heat, add the tomatoes and spinach and cook until the spinach wilts.\nSTEP 3. Pour in the eggs and stir gently until just set.\nSTEP 4. Fold in the feta and serve with the toast.',
    createdDaysAgo: 3,
    image: { format: 'jpeg', from: '#f59e0b', to: '#84cc16' },
  },
  {
    name: 'Banana Protein Pancakes',
    description:
      'Fluffy oat and banana pancakes with whey for a high-protein start, served with yogurt and blueberries. Makes 2 servings; nutrition is per serving.',
    servings: 2,
    sections: [
      {
        section: 'Batter',
        items: [
          item('rolled oats', '80 g', 80),
          item('ripe banana', '1', 118, 'banana'),
          item('eggs', '2', 100, 'egg'),
          item('egg whites', '120 ml', 120, 'egg white'),
          item('vanilla whey protein', '30 g', 30, 'whey protein'),
          item('baking powder', '1 tsp', 0),
        ],
      },
      {
        section: 'Topping',
        items: [
          item('Greek yogurt (0% fat)', '150 g', 150, 'greek yogurt'),
          item('blueberries', '100 g', 100),
          item('maple syrup', '2 tbsp', 40),
        ],
      },
    ],
    directions:
      'STEP 1. Blend the oats into a coarse flour, then add the remaining batter ingredients and blend until smooth.\nSTEP 2. Rest the batter for 5 minutes.\nSTEP 3. Cook ladlefuls in a lightly greased non-stick pan over medium heat, about 2 minutes a side.\nSTEP 4. Serve topped with yogurt, blueberries and maple syrup.',
    createdDaysAgo: 6,
    image: { format: 'png', from: '#ea580c', to: '#facc15' },
  },
  {
    name: 'Smashed Avocado and Egg Toast',
    description: 'Wholegrain toast with lemony smashed avocado and two soft-boiled eggs. Serves 1.',
    servings: 1,
    sections: [
      {
        section: 'Toast',
        items: [
          item('whole wheat bread', '2', 64),
          item('avocado', '75 g', 75),
          item('lemon juice', '1 tsp', 5),
          item('eggs', '2', 100, 'egg'),
          item('chili flakes', 'a pinch', 0),
        ],
      },
    ],
    directions:
      'STEP 1. Boil the eggs for 6 to 7 minutes, then cool them in cold water and peel.\nSTEP 2. Toast the bread.\nSTEP 3. Mash the avocado with the lemon juice and a pinch of salt, and spread it on the toast.\nSTEP 4. Halve the eggs on top and finish with chili flakes.',
    createdDaysAgo: 9,
    image: null,
  },
  {
    name: 'Greek Yogurt Parfait',
    description:
      'Layers of thick yogurt, crunchy granola, strawberries and walnuts. Five minutes, no cooking. Serves 1.',
    servings: 1,
    sections: [
      {
        section: 'Parfait',
        items: [
          item('Greek yogurt (0% fat)', '200 g', 200, 'greek yogurt'),
          item('granola', '40 g', 40),
          item('strawberries, sliced', '100 g', 100, 'strawberries'),
          item('walnuts, chopped', '15 g', 15, 'walnuts'),
          item('honey', '1 tsp', 7),
        ],
      },
    ],
    directions:
      'STEP 1. Spoon half the yogurt into a glass and top with half the strawberries and granola.\nSTEP 2. Repeat the layers.\nSTEP 3. Finish with the walnuts and a drizzle of honey.',
    createdDaysAgo: 12,
    image: null,
  },
  {
    name: 'Sweet Potato and Turkey Breakfast Hash',
    description:
      'Crispy diced sweet potato with lean turkey, peppers and baked eggs, all in one pan. Makes 2 servings; nutrition is per serving.',
    servings: 2,
    sections: [
      {
        section: 'Hash',
        items: [
          item('sweet potato, diced', '400 g', 400, 'sweet potato'),
          item('lean ground turkey', '250 g', 250, 'ground turkey'),
          item('red bell pepper, diced', '1', 120, 'red bell pepper'),
          item('onion, diced', '60 g', 60, 'onion'),
          item('olive oil', '1 tbsp', 13.5),
          item('smoked paprika', '1 tsp', 0),
        ],
      },
      { section: 'Eggs', items: [item('eggs', '4', 200, 'egg')] },
    ],
    directions:
      'STEP 1. Heat the oil in a large ovenproof skillet and cook the sweet potato for 10 minutes, stirring now and then.\nSTEP 2. Add the onion, pepper and turkey with the paprika and cook until the turkey is browned.\nSTEP 3. Make four wells, crack in the eggs and bake at 200 °C for 6 to 8 minutes until the whites are set.',
    createdDaysAgo: 15,
    image: { format: 'jpeg', from: '#b45309', to: '#dc2626' },
  },
  {
    name: 'Blueberry Baked Oatmeal Cups',
    description:
      'Make-ahead oatmeal cups sweetened with banana and maple syrup, studded with blueberries. Makes 6 cups; nutrition is per cup.',
    servings: 6,
    sections: [
      {
        section: 'Dry',
        items: [
          item('rolled oats', '200 g', 200),
          item('ground cinnamon', '1 tsp', 0),
          item('baking powder', '1 tsp', 0),
        ],
      },
      {
        section: 'Wet',
        items: [
          item('ripe bananas, mashed', '2', 236, 'banana'),
          item('eggs', '2', 100, 'egg'),
          item('semi-skimmed milk', '300 ml', 310),
          item('maple syrup', '3 tbsp', 60),
        ],
      },
      { section: 'Fold in', items: [item('blueberries', '150 g', 150)] },
    ],
    directions:
      'Heat the oven to 180 °C and line a 6-hole muffin tin. Mix the dry ingredients, whisk the wet ones in another bowl, then combine and fold in the blueberries. Divide between the cups and bake for 25 minutes until golden and set. Keeps 4 days in the fridge.',
    createdDaysAgo: 20,
    image: null,
  },
  {
    name: 'Tofu and Mushroom Breakfast Scramble',
    description:
      'A plant-based scramble of crumbled tofu with mushrooms, spinach and turmeric, served on toast. Makes 2 servings; nutrition is per serving.',
    servings: 2,
    sections: [
      {
        section: 'Scramble',
        items: [
          item('firm tofu', '400 g', 400),
          item('mushrooms, sliced', '150 g', 150, 'mushrooms'),
          item('baby spinach', '2 cup', 60, 'spinach'),
          item('onion, diced', '60 g', 60, 'onion'),
          item('olive oil', '1 tbsp', 13.5),
          item('ground turmeric', '1/2 tsp', 0),
          item('salt and black pepper', 'to taste', 0),
        ],
      },
      { section: 'To serve', items: [item('whole wheat bread', '2', 64)] },
    ],
    directions:
      'STEP 1. Fry the onion and mushrooms in the oil until golden.\nSTEP 2. Crumble in the tofu, add the turmeric, salt and pepper, and cook for 5 minutes.\nSTEP 3. Stir in the spinach until wilted and serve on toast.',
    createdDaysAgo: 24,
    image: { format: 'png', from: '#0d9488', to: '#a3e635' },
  },
];
