//! `cses_swap_game`, in-process, on every one of the 9! grids against the kit's oracle (a
//! breadth-first search from the sorted grid over a hash map, written apart from the bin).

#[allow(dead_code)]
#[path = "../src/bin/cses_swap_game.rs"]
mod cses_swap_game;

mod common;

use eight_puzzle::problems::cses::SwapTruth;
use eight_puzzle::problems::yuzan::Grid;
use eight_puzzle::tables::Tables;

#[test]
fn every_grid_in_the_fewest_swaps() {
    let truth = Tables::new().get::<SwapTruth>();
    let grids: Vec<Grid> = Grid::all(3).collect();
    assert_eq!(grids.len(), 362_880);
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
