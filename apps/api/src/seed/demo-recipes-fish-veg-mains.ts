import { item, type DemoRecipe } from './demo-recipes-foods.js';

const seasoning = (name: string, amount = 'to taste') => item(name, amount, 0, null);

/** Main meals with fish or no meat; amounts use the form's units, grams feed the nutrition. */
export const demoFishAndVegMains: DemoRecipe[] = [
  {
    name: 'Teriyaki Salmon with Rice and Broccoli',
    description:
      'Oven-baked salmon in a quick honey-soy glaze with steamed broccoli and rice. Makes 2 servings; nutrition is per serving.',
    servings: 2,
    sections: [
      {
        section: 'Salmon and glaze',
        items: [
          item('salmon fillets', '300 g', 300, 'salmon'),
          item('soy sauce (reduced salt)', '2 tbsp', 32, 'soy sauce'),
          item('honey', '1 tbsp', 21),
          item('fresh ginger, grated', '1 tsp', 5, 'ginger'),
          item('garlic cloves, grated', '2', 6, 'garlic'),
          item('sesame oil', '1 tsp', 4.5),
        ],
      },
      {
        section: 'Sides',
        items: [item('white rice, cooked', '300 g', 300), item('broccoli florets', '300 g', 300, 'broccoli')],
      },
    ],
    directions:
      'STEP 1. Heat the oven to 200 °C. Whisk the soy sauce, honey, ginger, garlic and sesame oil.\nSTEP 2. Brush half the glaze over the salmon and bake for 12 to 14 minutes.\nSTEP 3. Steam the broccoli for 4 minutes.\nSTEP 4. Serve the salmon on the rice with the broccoli and spoon over the remaining glaze.',
    createdDaysAgo: 5,
    image: { format: 'png', from: '#c2410c', to: '#1d4ed8' },
  },
  {
    name: 'Red Lentil Dal',
    description:
      'Warming spiced red lentils simmered with tomato and a little coconut milk, served over brown rice. Makes 4 servings; nutrition is per serving.',
    servings: 4,
    sections: [
      {
        section: 'Dal',
        items: [
          item('red lentils, rinsed', '300 g', 300, 'red lentils'),
          item('onion, chopped', '1', 110, 'onion'),
          item('garlic cloves', '4', 12, 'garlic'),
          item('fresh ginger, grated', '1 tbsp', 6, 'ginger'),
          item('chopped tomatoes (1 can)', '400 g', 400, 'canned tomatoes'),
          item('light coconut milk', '200 ml', 200),
          item('coconut oil', '1 tbsp', 13.6),
          item('baby spinach', '100 g', 100, 'spinach'),
          seasoning('garam masala', '2 tsp'),
          seasoning('ground turmeric', '1 tsp'),
        ],
      },
      { section: 'To serve', items: [item('brown rice, cooked', '600 g', 600)] },
    ],
    directions:
      'STEP 1. Fry the onion in the coconut oil until soft, then add the garlic, ginger and spices for a minute.\nSTEP 2. Add the lentils, tomatoes and 750 ml of water and simmer for 20 minutes, stirring often.\nSTEP 3. Stir in the coconut milk and spinach and cook until the spinach wilts.\nSTEP 4. Season and serve over the rice.',
    createdDaysAgo: 14,
    image: { format: 'png', from: '#ca8a04', to: '#ea580c' },
  },
  {
    name: 'Shrimp and Vegetable Soba',
    description:
      'Buckwheat noodles with shrimp, edamame and crunchy vegetables in a lime-soy dressing. Makes 2 servings; nutrition is per serving.',
    servings: 2,
    sections: [
      {
        section: 'Noodles',
        items: [
          item('soba noodles', '150 g', 150),
          item('raw shrimp, peeled', '300 g', 300, 'shrimp'),
          item('shelled edamame', '100 g', 100, 'edamame'),
          item('carrot, cut into matchsticks', '1', 60, 'carrot'),
          item('red bell pepper, sliced', '1', 120, 'red bell pepper'),
        ],
      },
      {
        section: 'Dressing',
        items: [
          item('soy sauce (reduced salt)', '2 tbsp', 32, 'soy sauce'),
          item('lime juice', '1 tbsp', 15),
          item('sesame oil', '2 tsp', 9),
          item('fresh ginger, grated', '1 tsp', 5, 'ginger'),
        ],
      },
    ],
    directions:
      'STEP 1. Cook the soba for 4 minutes, adding the edamame for the last 2; drain and rinse under cold water.\nSTEP 2. Sear the shrimp in a hot pan for 2 minutes a side.\nSTEP 3. Whisk the dressing.\nSTEP 4. Toss the noodles, vegetables, shrimp and dressing together.',
    createdDaysAgo: 26,
    image: null,
  },
  {
    name: 'Black Bean Stuffed Sweet Potatoes',
    description:
      'Baked sweet potatoes filled with spiced black beans, salsa, cheddar and a spoon of yogurt. Makes 2 servings; nutrition is per serving.',
    servings: 2,
    sections: [
      {
        section: 'Potatoes',
        items: [item('sweet potatoes', '2', 500, 'sweet potato')],
      },
      {
        section: 'Filling',
        items: [
          item('black beans, cooked', '250 g', 250),
          item('tomato salsa', '100 g', 100, 'salsa'),
          item('cheddar, grated', '40 g', 40, 'cheddar'),
          item('Greek yogurt (0% fat)', '100 g', 100, 'greek yogurt'),
          seasoning('ground cumin', '1 tsp'),
        ],
      },
    ],
    directions:
      'STEP 1. Prick the sweet potatoes and bake at 200 °C for 45 minutes until tender.\nSTEP 2. Warm the beans with the cumin and half the salsa.\nSTEP 3. Split the potatoes, fill with the beans, top with cheddar and return to the oven for 5 minutes.\nSTEP 4. Finish with the yogurt and remaining salsa.',
    createdDaysAgo: 31,
    image: null,
  },
  {
    name: 'Chickpea and Quinoa Power Salad',
    description:
      'A Mediterranean salad of quinoa, chickpeas, cucumber, tomato and feta with a lemon dressing. Keeps well for lunches. Makes 2 servings; nutrition is per serving.',
    servings: 2,
    sections: [
      {
        section: 'Salad',
        items: [
          item('quinoa, cooked', '300 g', 300),
          item('chickpeas, cooked', '250 g', 250),
          item('cucumber, diced', '1', 200, 'cucumber'),
          item('tomatoes, diced', '150 g', 150, 'tomato'),
          item('feta, crumbled', '60 g', 60, 'feta'),
        ],
      },
      {
        section: 'Dressing',
        items: [
          item('extra virgin olive oil', '2 tbsp', 27, 'olive oil'),
          item('lemon juice', '2 tbsp', 30),
          seasoning('dried oregano', '1 tsp'),
          seasoning('salt and black pepper'),
        ],
      },
    ],
    directions:
      'STEP 1. Whisk the dressing ingredients together.\nSTEP 2. Combine the quinoa, chickpeas, cucumber and tomatoes.\nSTEP 3. Toss with the dressing and top with the feta.',
    createdDaysAgo: 36,
    image: { format: 'png', from: '#65a30d', to: '#0891b2' },
  },
  {
    name: 'Herb-Crusted Cod with Potatoes and Peas',
    description:
      'Flaky cod under a crisp parmesan and herb crust, with buttery new potatoes and peas. Makes 2 servings; nutrition is per serving.',
    servings: 2,
    sections: [
      {
        section: 'Fish',
        items: [
          item('cod fillets', '400 g', 400, 'cod'),
          item('whole wheat bread, made into crumbs', '1', 32, 'whole wheat bread'),
          item('parmesan, grated', '20 g', 20, 'parmesan'),
          item('olive oil', '1 tbsp', 13.5),
          item('lemon juice', '1 tbsp', 15),
          seasoning('fresh parsley, chopped', '2 tbsp'),
        ],
      },
      {
        section: 'Sides',
        items: [
          item('new potatoes', '400 g', 400, 'potatoes'),
          item('frozen peas', '200 g', 200, 'green peas'),
          item('butter', '10 g', 10),
        ],
      },
    ],
    directions:
      'STEP 1. Boil the potatoes for 15 minutes, adding the peas for the last 3; drain and toss with the butter.\nSTEP 2. Mix the crumbs, parmesan, parsley and oil.\nSTEP 3. Press the crumb onto the cod, drizzle with lemon and bake at 200 °C for 12 to 15 minutes.',
    createdDaysAgo: 41,
    image: null,
  },
  {
    name: 'Peanut Tofu Stir-Fry',
    description:
      'Crispy tofu and vegetables in a creamy peanut-lime sauce over brown rice. Makes 2 servings; nutrition is per serving.',
    servings: 2,
    sections: [
      {
        section: 'Stir-fry',
        items: [
          item('firm tofu, cubed', '400 g', 400, 'firm tofu'),
          item('broccoli florets', '200 g', 200, 'broccoli'),
          item('red bell pepper, sliced', '1', 120, 'red bell pepper'),
          item('sesame oil', '1 tsp', 4.5),
        ],
      },
      {
        section: 'Peanut sauce',
        items: [
          item('peanut butter', '2 tbsp', 32),
          item('soy sauce (reduced salt)', '2 tbsp', 32, 'soy sauce'),
          item('lime juice', '1 tbsp', 15),
          item('honey', '1 tsp', 7),
        ],
      },
      { section: 'To serve', items: [item('brown rice, cooked', '300 g', 300)] },
    ],
    directions:
      'STEP 1. Press the tofu dry and fry in the sesame oil until golden on all sides.\nSTEP 2. Add the broccoli and pepper and stir-fry for 4 minutes.\nSTEP 3. Whisk the sauce with 3 tbsp of hot water, pour it in and toss to coat.\nSTEP 4. Serve over the rice.',
    createdDaysAgo: 47,
    image: { format: 'jpeg', from: '#a16207', to: '#16a34a' },
  },
];
