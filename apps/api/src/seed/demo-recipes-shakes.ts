import { item, type DemoRecipe } from './demo-recipes-foods.js';

/** Shakes and smoothies, one serving each. */
export const demoShakes: DemoRecipe[] = [
  {
    name: 'Chocolate Peanut Butter Protein Shake',
    description: 'A thick chocolate shake with banana and peanut butter: a post-workout favourite. Serves 1.',
    servings: 1,
    sections: [
      {
        section: 'Shake',
        items: [
          item('skim milk', '300 ml', 310),
          item('chocolate whey protein', '30 g', 30, 'whey protein'),
          item('frozen banana', '1', 118, 'banana'),
          item('peanut butter', '1 tbsp', 16),
          item('cocoa powder', '1 tbsp', 5),
          item('ice cubes', '4', 0),
        ],
      },
    ],
    directions: 'STEP 1. Put everything in a blender.\nSTEP 2. Blend for 45 seconds until smooth and thick.',
    createdDaysAgo: 2,
    image: { format: 'jpeg', from: '#78350f', to: '#d97706' },
  },
  {
    name: 'Green Recovery Smoothie',
    description: 'Spinach, mango and banana with whey and chia: sweet, green and easy to drink. Serves 1.',
    servings: 1,
    sections: [
      {
        section: 'Smoothie',
        items: [
          item('unsweetened almond milk', '250 ml', 250, 'almond milk'),
          item('baby spinach', '1 cup', 30, 'spinach'),
          item('banana', '1', 118),
          item('frozen mango', '100 g', 100, 'mango'),
          item('vanilla whey protein', '30 g', 30, 'whey protein'),
          item('chia seeds', '1 tsp', 4),
        ],
      },
    ],
    directions:
      'Blend the almond milk and spinach first until no leaves remain, then add the rest and blend until smooth.',
    createdDaysAgo: 8,
    image: null,
  },
  {
    name: 'Berry Blast Protein Smoothie',
    description: 'Mixed berries and Greek yogurt with a scoop of whey. Serves 1.',
    servings: 1,
    sections: [
      {
        section: 'Smoothie',
        items: [
          item('Greek yogurt (0% fat)', '150 g', 150, 'greek yogurt'),
          item('frozen mixed berries', '150 g', 150, 'mixed berries'),
          item('unsweetened almond milk', '200 ml', 200, 'almond milk'),
          item('vanilla whey protein', '25 g', 25, 'whey protein'),
          item('honey', '1 tsp', 7),
        ],
      },
    ],
    directions:
      'STEP 1. Add the milk, then the yogurt, berries, whey and honey to the blender.\nSTEP 2. Blend until smooth and serve at once.',
    createdDaysAgo: 17,
    image: { format: 'png', from: '#be123c', to: '#8b5cf6' },
  },
  {
    name: 'Mango Lassi Protein Shake',
    description: 'The classic yogurt and mango drink with a protein boost and a hint of cardamom. Serves 1.',
    servings: 1,
    sections: [
      {
        section: 'Lassi',
        items: [
          item('Greek yogurt (0% fat)', '200 g', 200, 'greek yogurt'),
          item('ripe mango', '150 g', 150, 'mango'),
          item('skim milk', '100 ml', 103),
          item('vanilla whey protein', '15 g', 15, 'whey protein'),
          item('ground cardamom', 'a pinch', 0),
          item('lime juice', '1 tsp', 5),
        ],
      },
    ],
    directions: 'STEP 1. Blend all the ingredients until silky.\nSTEP 2. Pour over ice.',
    createdDaysAgo: 27,
    image: null,
  },
  {
    name: 'Oat and Almond Butter Breakfast Shake',
    description:
      'A drinkable breakfast: oats, banana and almond butter blended with almond milk and whey. Serves 1.',
    servings: 1,
    sections: [
      {
        section: 'Shake',
        items: [
          item('rolled oats', '40 g', 40),
          item('unsweetened almond milk', '300 ml', 300, 'almond milk'),
          item('almond butter', '1 tbsp', 16),
          item('banana', '1', 118),
          item('vanilla whey protein', '30 g', 30, 'whey protein'),
          item('ground cinnamon', '1/2 tsp', 0),
        ],
      },
    ],
    directions:
      'STEP 1. Blend the oats dry until fine.\nSTEP 2. Add the remaining ingredients and blend for a minute until creamy.',
    createdDaysAgo: 33,
    image: null,
  },
];
