import { Stack, Title } from '@mantine/core';
import type { Category, Food } from '@tiffin/shared/api/catalogue';
import { CardGrid } from '@/components/card-grid';
import { DishRow, type RenderDishAction } from './dish-row';
import classes from './menu-sections.module.css';

interface MenuGroup {
  category: Category;
  foods: Food[];
}

/** The dishes by category, in the order the server sends them (grouped by category name, then dish name). */
export function groupByCategory(foods: Food[]): MenuGroup[] {
  const groups = new Map<string, MenuGroup>();
  for (const food of foods) {
    const group = groups.get(food.category._id);
    if (group) group.foods.push(food);
    else groups.set(food.category._id, { category: food.category, foods: [food] });
  }
  return [...groups.values()];
}

const sectionId = (category: Category) => `menu-${category._id}`;

/**
 * A restaurant's menu, a section per category, under a bar of links that stays in view (below the navbar) to jump
 * to each. Plain in-page links: the keyboard and screen readers follow them as they follow any link. The dishes do
 * not repeat the restaurant's name: the page is that restaurant's.
 */
export function MenuSections({ foods, renderAction }: { foods: Food[]; renderAction?: RenderDishAction | undefined }) {
  const groups = groupByCategory(foods);
  return (
    <>
      <nav aria-label="Menu categories" className={classes.bar}>
        <ul className={classes.chips}>
          {groups.map(({ category }) => (
            <li key={category._id}>
              <a href={`#${sectionId(category)}`} className={classes.chip}>
                {category.cat}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {groups.map(({ category, foods: dishes }) => (
        <Stack
          key={category._id}
          component="section"
          id={sectionId(category)}
          aria-labelledby={`${sectionId(category)}-heading`}
          gap="sm"
          className={classes.section}
        >
          <Title order={3} size="h4" id={`${sectionId(category)}-heading`}>
            {category.cat}
          </Title>
          <CardGrid
            label={`${category.cat} dishes`}
            items={dishes}
            layout="rows"
            getKey={(f) => f._id}
            renderItem={(f) => <DishRow food={f} action={renderAction?.(f)} showRestaurant={false} />}
          />
        </Stack>
      ))}
    </>
  );
}
