import { nutritionPerServing, type DemoRecipe } from './demo-recipes-foods.js';
import { escapeXml, gradientSvg, renderSvg, titleLines } from './demo-images.js';

const WIDTH = 1200;
const HEIGHT = 800;

/** A plate seen from above: rings and a few "ingredients" placed from the name, so each image differs. */
const plate = (name: string) => {
  const seed = [...name].reduce((sum, char) => (sum * 31 + char.charCodeAt(0)) % 9973, 7);
  const pieces = Array.from({ length: 7 }, (_, index) => {
    const angle = ((seed + index * 53) % 360) * (Math.PI / 180);
    const radius = 60 + ((seed * (index + 3)) % 110);
    const cx = 900 + Math.cos(angle) * radius;
    const cy = 400 + Math.sin(angle) * radius;
    const size = 26 + ((seed + index * 17) % 30);
    return `<circle cx="${cx.toFixed(0)}" cy="${cy.toFixed(0)}" r="${size}" fill="#ffffff" fill-opacity="${(0.25 + (index % 3) * 0.15).toFixed(2)}"/>`;
  }).join('');
  return `<circle cx="900" cy="400" r="270" fill="#ffffff" fill-opacity="0.18"/>
  <circle cx="900" cy="400" r="215" fill="#ffffff" fill-opacity="0.12"/>${pieces}`;
};

const imageSvg = (recipe: DemoRecipe, colors: { from: string; to: string }) => {
  const { calories, protein, carbs, fat } = nutritionPerServing(recipe);
  const lines = titleLines(recipe.name, 15, 3)
    .map((line, index) => `<tspan x="70" dy="${index === 0 ? 0 : 72}">${escapeXml(line)}</tspan>`)
    .join('');
  return gradientSvg(
    WIDTH,
    HEIGHT,
    colors,
    `${plate(recipe.name)}
  <text x="70" y="200" font-family="DejaVu Sans, Arial, sans-serif" font-size="60" font-weight="700" fill="#ffffff">${lines}</text>
  <text x="70" y="${HEIGHT - 110}" font-family="DejaVu Sans, Arial, sans-serif" font-size="40" font-weight="600" fill="#ffffff">${calories} kcal</text>
  <text x="70" y="${HEIGHT - 60}" font-family="DejaVu Sans, Arial, sans-serif" font-size="30" fill="#ffffff" fill-opacity="0.9">Protein ${protein} g · Carbs ${carbs} g · Fat ${fat} g</text>`,
  );
};

/** A real PNG or JPEG: a gradient card with the recipe's name and nutrition, rendered by sharp from SVG. */
export const renderDemoRecipeImage = async (recipe: DemoRecipe) => {
  if (!recipe.image) return null;
  return renderSvg(imageSvg(recipe, recipe.image), recipe.image);
};
