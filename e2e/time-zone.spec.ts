import { expect, test } from "./fixtures/test";

// A context of its own for each test: it installs a fake clock, which no tab can take back.
test.use({ freshTab: true });

// A browser whose own clock is still on the 10th in UTC while the agency (Europe/Madrid, served by /api/me) is
// already on the 11th: every "today" on screen follows the agency.
test.use({ timezoneId: "UTC" });

test("today on the calendar is the agency's day, not the browser's", async ({ page }) => {
  await page.clock.setFixedTime(new Date("2026-03-10T23:30:00Z"));
  await page.goto("/calendar");
  await expect(page.getByRole("heading", { level: 1, name: "Calendario Global" })).toBeVisible();

  await expect(page.getByTestId("selected-day").getByRole("heading", { level: 2 })).toHaveText("11 mar 2026");
  const grid = page.getByRole("grid");
  await expect(grid).toHaveAttribute("aria-label", /marzo 2026/);
  await expect(grid.getByRole("gridcell", { name: /^Hoy, / })).toHaveAccessibleName(/^Hoy, miércoles, 11 de marzo/);
});
