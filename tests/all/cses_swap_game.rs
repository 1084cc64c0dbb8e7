//! `cses_swap_game`, in-process, on every one of the 9! grids against the kit's oracle (a
//! breadth-first search from the sorted grid over a hash map, written apart from the bin).

use crate::bins::cses_swap_game;
use crate::common;
use crate::common::Scratch;
use crate::goals::{self, Call};
use crate::tier::Tier;
use eight_puzzle::grid::Grid;
use eight_puzzle::problems::cses_swap_game as kit;
use eight_puzzle::problems::cses_swap_game::SwapTruth;

tiers!(
    every_grid_in_the_fewest_swaps,
    #[skip_if(no_rustc, "builds with rustc: none runs under Wine")]
    the_sorted_goal_on_every_grid_and_two_others_on_every_4th
);

/// Every grid (the quick tier: a sample, the sorted grid and those 16 swaps out) in its
/// fewest swaps, under a budget.
fn every_grid_in_the_fewest_swaps(tier: Tier) {
    let truth = common::tables().get::<SwapTruth>();
    let extreme = |g: &Grid| matches!(truth.get(g), Some(0 | 16));
    let grids = tier.sample(Grid::all(3).collect(), 4_000, extreme);
    tier.expect(362_880, grids.len());
    let failures = common::per_core(&grids, |part| {
        let mut failures = Vec::new();
        for grid in part {
            let cells: Vec<u8> = grid.cells().iter().map(|&c| c as u8 - 1).collect();
            // A budget far above the 15,372 grids the farthest needs: a broken bound fails
            // the test at once instead of hanging it.
            let got = cses_swap_game::distance_within(cells.try_into().unwrap(), 1_000_000);
            assert!(
                got.is_some(),
                "{}: no answer within the budget",
                grid.describe()
            );
            let expected = truth.get(grid).expect("every grid is reachable");
            if got != Some(expected) {
                failures.push(format!(
                    "{}: {expected} expected, got {got:?} (None: over budget)",
                    grid.describe()
                ));
            }
        }
        failures
    });
    common::assert_none_failed(&failures.concat());
}

#[test]
fn the_sample_and_the_reversed_grid() {
    // Through the bin's parser and its search, under a budget.
    for (input, swaps) in [
        ("2 1 3\n7 5 9\n8 4 6\n", 4),
        ("9 8 7\n6 5 4\n3 2 1\n", 16),
        (" 1 2 3 4 5 6 7 8 9 ", 0),
    ] {
        let grid = cses_swap_game::parse(input).unwrap();
        assert_eq!(
            cses_swap_game::distance_within(grid, 1_000_000),
            Some(swaps),
            "{input}"
        );
    }
}

/// CSES 1670 through `gen`, `check` and `count`.
#[test]
fn the_swap_game_through_the_tools() {
    let reversed = "9 8 7\n6 5 4\n3 2 1\n";
    crate::tools::own_figures(
        "cses_swap_game",
        ("16", Some(reversed)),
        (reversed, "16\n", "15\n"),
        "reach,362880,362880,16\n",
    );
    crate::cards::states("cses_swap_game", &[16]);
}

/// `cses_swap_game` on every grid for the sorted goal, every 4th grid and the farthest for
/// the reversed and a random goal (the quick tier: a sample and each goal's farthest).
fn the_sorted_goal_on_every_grid_and_two_others_on_every_4th(tier: Tier) {
    let scratch = Scratch::new("goals-swap");
    let sorted: Vec<u8> = (1..=9).collect();
    let reversed: Vec<u8> = (1..=9).rev().collect();
    let random: Vec<u8> = goals::random_goal(9, 26).iter().map(|v| v + 1).collect();
    let grid = |g: &[u8]| Grid::from_cells(g.iter().map(|&v| u32::from(v)).collect()).unwrap();
    for goal in [sorted, reversed, random] {
        let truth = kit::swap_distances(&grid(&goal));
        let distance = |g: &[u8]| {
            let values: Vec<u8> = g.iter().map(|v| v + 1).collect();
            truth.get(&grid(&values).key()).map(|&d| u32::from(d))
        };
        let step = if goal == (1..=9).collect::<Vec<u8>>() {
            1
        } else {
            4
        };
        let grids = goals::with_distances(
            tier,
            &goals::stepped(&goals::all(9), step, distance),
            distance,
        );
        let inputs: Vec<String> = grids
            .iter()
            .map(|(g, _)| {
                let values: Vec<u8> = g.iter().map(|v| v + 1).collect();
                goals::array(&values).replace(['[', ']', ','], "") + "\n"
            })
            .collect();
        let want = goals::counts(&grids);
        goals::holds(
            &scratch,
            ("cses_swap_game", Call::Solve),
            "GOAL",
            &goal,
            &inputs,
            &want,
        );
    }
}
