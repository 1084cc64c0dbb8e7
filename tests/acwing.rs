//! `acwing_astar`, in-process, on all 362,880 grids: every solvable one gets a legal path to
//! the goal as short as the oracle's BFS distance, every other one `unsolvable`.

#[allow(dead_code)]
#[path = "../src/bin/acwing_astar.rs"]
mod acwing_astar;

mod common;

use eight_puzzle::board::Board;
use eight_puzzle::check::Verdict;
use eight_puzzle::problem::Problem;
use eight_puzzle::problems::acwing::{self, Acwing, Truth, GOAL};
use eight_puzzle::tables::Tables;

/// Runs `judge` on every board on all cores; returns how many boards and the failures.
fn for_all_boards(judge: impl Fn(&Board) -> Option<String> + Sync) -> (usize, Vec<String>) {
    let boards: Vec<Board> = Board::all().collect();
    let failures = common::per_core(&boards, |part| {
        part.iter().filter_map(&judge).collect::<Vec<_>>()
    });
    (boards.len(), failures.concat())
}

#[test]
fn every_grid_is_solved_optimally_or_called_unsolvable() {
    let tables = Tables::new();
    let table = tables.get::<Truth>();
    let (count, failures) = for_all_boards(|board| {
        let input = acwing::spell(board);
        let output = acwing_astar::solve(&input).expect("a valid grid");
        let verdict = Acwing.check(&tables, &input, &output, None);
        let expected_unsolvable = table.get(board).is_none();
        match verdict {
            Verdict::Accepted(_) if expected_unsolvable == (output == "unsolvable\n") => None,
            other => Some(format!("{input}: {output:?} -> {other}")),
        }
    });
    assert_eq!(count, 362_880);
    common::assert_none_failed(&failures);
}

#[test]
fn expansions_stay_small_on_the_farthest_grids() {
    let farthest = Tables::new().get::<Truth>().at_least(31);
    assert_eq!(farthest.len(), 2);
    for board in farthest {
        let (path, expanded) = acwing_astar::shortest_path(board.0);
        assert_eq!(path.len(), 31, "{board}");
        // BFS would expand up to 181,440 boards, A* with Manhattan and conflicts 4,633; with
        // the walking distance and inversions as well, about 1,550.
        assert!(expanded < 2_000, "{board}: {expanded} boards expanded");
    }
}

#[test]
fn the_solved_grid_prints_an_empty_line() {
    assert_eq!(acwing_astar::solve(&acwing::spell(&GOAL)).unwrap(), "\n");
}

#[test]
fn input_may_span_lines_and_use_capital_x() {
    assert_eq!(
        acwing_astar::solve("1 2 3\nX 4 6\n7 5 8\n").unwrap(),
        "rdr\n"
    );
    assert_eq!(
        acwing_astar::solve("\t1 2 3 4 5 6 7 x 8\r\n").unwrap(),
        "r\n"
    );
}
