import { expect, test } from '@playwright/test';
import { BrowseModel } from './models/browse.model';
import { ShellModel } from './models/shell.model';

/**
 * A result's score: the final score, then the periods the game had played when the development
 * control finished it, if any ("0:2 (0:0, 1:0)", the feed's fullScore): the spec takes a game in
 * play as the simulator left it, so only the final score is its own.
 */
function finalScore(score1: number, score2: number): RegExp {
  return new RegExp(`^${score1}:${score2}(?: \\(\\d+:\\d+(?:, \\d+:\\d+)*\\))?$`);
}

test.beforeEach(async ({ page }) => {
  await new ShellModel(page).withAgeConfirmed();
});

test('results: a game finished now is listed with its score on its day, filtered by sport and championship', async ({ page }, testInfo) => {
  const browse = new BrowseModel(page);
  const game = await browse.aLiveGame();
  await browse.finishGame(game.id, 3, 1);
  const day = new Date(game.startDateTime).toISOString().slice(0, 10);

  await browse.openResults();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Results');
  await browse.chooseDate(day);
  const row = browse.resultRow(game.id);
  await expect(row).toBeVisible();
  await expect(row.getByTestId('result-score')).toHaveText(finalScore(3, 1));
  await expect(row).toContainText(`${game.opponent1Name} – ${game.opponent2Name}`);

  await browse.chooseSport(game.sportName);
  await expect(row).toBeVisible();
  await browse.chooseChamp(game.champName);
  await expect(row).toBeVisible();
  // Every row shown belongs to the chosen championship.
  for (const text of await browse.resultRows().allInnerTexts()) expect(text).toContain(game.champName);

  await page.setViewportSize({ width: 1280, height: 800 });
  await page.screenshot({ path: testInfo.outputPath('results-1280.png'), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(row).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('results-390.png'), fullPage: true });
});

test('results: a day after today is refused and the page keeps the day shown', async ({ page }) => {
  const browse = new BrowseModel(page);
  await browse.openResults();
  const today = await page.getByTestId('results-date').inputValue();
  await browse.chooseDate('2999-01-01');
  await expect(page.getByRole('alert')).toHaveText('Results are available up to today only.');
  await expect(page.getByTestId('results-table').or(page.getByTestId('results-empty'))).toBeVisible();
  expect(today).toMatch(/^\d{4}-\d{2}-\d{2}$/);
});

test('champion results: champs/{champId} opens the results with the championship chosen', async ({ page }) => {
  const browse = new BrowseModel(page);
  // The page opens on today: take a game in play that started today (the simulator starts games all day long).
  const game = await browse.aLiveGame(true);
  test.skip(game === null, 'no game in play started on this UTC day');
  if (!game) return;
  await browse.finishGame(game.id, 0, 2);
  await page.goto(`/en/champs/${game.champId}`);
  await expect(browse.resultRow(game.id).getByTestId('result-score')).toHaveText(finalScore(0, 2));
  await expect(page.getByTestId('results-champ')).toHaveValue(String(game.champId));
});
