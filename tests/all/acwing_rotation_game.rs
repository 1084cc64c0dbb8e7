//! `acwing_rotation_game`, in-process, against the kit (every set of 8 cells' exact
//! distance, one greedy walk per digit, the least of the three; written apart from the bin's
//! IDA* over all three digits bounded by a table near the goal): seeded random boards, every
//! board one move from any goal board, every board within 4 moves of a goal board for each
//! digit, the 30-case input and the sample. Each search runs under a time budget, so a broken
//! bound fails the test instead of hanging it.

use crate::bins::acwing_rotation_game;
use crate::common;
use crate::common::tool;
use crate::common::Scratch;
use crate::goals::{self, Call};
use crate::tier::Tier;
use eight_puzzle::mt19937::Mt19937;
use eight_puzzle::problem::Problem;
use eight_puzzle::problems::acwing_rotation_game as kit;
use eight_puzzle::problems::acwing_rotation_game::{
    answer, apply, parse, random_board, to_input, Board, Distances, CENTRE, LAYERS, PROBLEM,
};
use std::collections::HashSet;
use std::time::Duration;

/// How long the bin may take for all the boards of one test.
const BUDGET: Duration = Duration::from_secs(120);

/// The bin's output for `boards`, 500 to an input, compared with the kit's; the failures.
fn disagreements(boards: &[Board]) -> Vec<String> {
    let table = common::tables().get::<Distances>();
    let chunks: Vec<&[Board]> = boards.chunks(500).collect();
    let failures = common::per_core(&chunks, |part| {
        let mut failures = Vec::new();
        for chunk in part {
            let got = acwing_rotation_game::solve(&to_input(chunk)).unwrap();
            let want = answer(&table, chunk);
            let pairs = got.lines().zip(want.lines()).enumerate();
            if let Some((i, (g, w))) = pairs.clone().find(|(_, (g, w))| g != w) {
                let board = chunk[i / 2].map(|d| d.to_string()).join(" ");
                failures.push(format!("{board}: {w} expected, got {g}"));
            } else if got.lines().count() != want.lines().count() {
                failures.push(format!(
                    "{} lines for {} boards",
                    got.lines().count(),
                    chunk.len()
                ));
            }
        }
        failures
    });
    failures.concat()
}

/// [`disagreements`] under [`BUDGET`]: a search that does not end fails the test.
fn agree(boards: Vec<Board>) {
    common::none_fail_within(BUDGET, move || disagreements(&boards));
}

/// The boards with `digit` on the centre cells, the other two digits in every arrangement
/// round it: C(16, 8) = 12,870.
fn goal_boards(digit: u8) -> Vec<Board> {
    let ring: Vec<usize> = (0..24).filter(|c| !CENTRE.contains(c)).collect();
    let others: Vec<u8> = (1..=3).filter(|&d| d != digit).collect();
    let chosen = (0u32..1 << 16).filter(|m| m.count_ones() == 8);
    chosen
        .map(|m| {
            let mut board = [digit; 24];
            for (i, &c) in ring.iter().enumerate() {
                board[c] = others[(m >> i & 1) as usize];
            }
            board
        })
        .collect()
}

#[test]
fn seeded_random_boards() {
    let mut rng = Mt19937::new(181);
    agree((0..6_000).map(|_| random_board(&mut rng)).collect());
}

tiers!(
    every_board_one_move_from_any_goal_board,
    #[skip_if(no_rustc, "builds with rustc: none runs under Wine")]
    rotation_boards_for_other_goal_cells
);

/// Every board one move from a goal board of each digit (the quick tier: the digit 1's).
fn every_board_one_move_from_any_goal_board(tier: Tier) {
    let goals: Vec<Board> = (1..=tier.pick(1, 3)).flat_map(goal_boards).collect();
    assert_eq!(goals.len(), tier.pick(1, 3) * 12_870);
    let near: HashSet<Board> = goals
        .iter()
        .flat_map(|g| (0..8).map(move |m| apply(g, m)).chain([*g]))
        .collect();
    agree(near.into_iter().collect());
}

#[test]
fn every_board_within_4_moves_of_a_goal_board_for_each_digit() {
    let mut rng = Mt19937::new(2286);
    let mut near = HashSet::new();
    for digit in 1..=3 {
        let goals = goal_boards(digit);
        let mut layer = vec![goals[rng.next_u32() as usize % goals.len()]];
        for _ in 0..4 {
            near.extend(layer.iter().copied());
            layer = layer
                .iter()
                .flat_map(|b| (0..8).map(|m| apply(b, m)))
                .collect();
        }
        near.extend(layer);
    }
    assert!(near.len() > 3 * 1_000, "{} boards", near.len());
    agree(near.into_iter().collect());
}

#[test]
fn the_layers_of_the_sets_and_the_hardest_boards() {
    let table = common::tables().get::<Distances>();
    assert_eq!(table.histogram(), LAYERS);
    // Boards no fewer than 13 moves from an equal centre (the most any board needs; the
    // bin's page says how that was found), through the bin and the kit.
    let hardest = parse(concat!(
        "1 1 2 3 2 3 2 3 3 2 3 2 1 1 1 2 1 1 1 2 2 3 3 3\n",
        "1 1 2 3 3 2 1 1 3 2 1 2 3 1 3 2 3 1 2 3 1 3 2 2\n0\n",
    ))
    .unwrap();
    for board in &hardest {
        assert_eq!(table.fewest(board), 13);
    }
    crate::cards::states("acwing_rotation_game", &[table.fewest(&hardest[0])]);
    agree(hardest);
}

#[test]
fn thirty_cases_in_one_input_and_the_sample() {
    let mut rng = Mt19937::new(30);
    let boards: Vec<Board> = (0..30).map(|_| random_board(&mut rng)).collect();
    let input = to_input(&boards);
    let table = common::tables().get::<Distances>();
    let ran = common::run("acwing_rotation_game", &[], input.as_bytes());
    assert_eq!((ran.code, ran.out()), (Some(0), answer(&table, &boards)));
    assert_eq!(ran.out().lines().count(), 60);
    let sample = "1 1 1 1 3 2 3 2 3 1 3 2 2 3 1 2 2 2 3 1 2 1 3 3\n\
                  1 1 1 1 1 1 1 1 2 2 2 2 2 2 2 2 3 3 3 3 3 3 3 3\n0\n";
    assert_eq!(
        acwing_rotation_game::solve(sample).unwrap(),
        "AC\n2\nDDHH\n2\n"
    );
    let verdict = PROBLEM.check(common::tables(), sample, "AC\n2\nDDHH\n2\n", None);
    assert!(verdict.is_accepted(), "{verdict:?}");
    let solved = goal_boards(3)[0].map(|d| d.to_string()).join(" ");
    let no_end = acwing_rotation_game::solve(&solved).unwrap();
    assert_eq!(no_end, "No moves needed\n3\n");
    assert_eq!(acwing_rotation_game::solve(" 0 ").unwrap(), "");
}

/// AcWing 181 回转游戏 through `gen`, `check` and `count`: the case 12 moves out needs 12.
#[test]
fn the_rotation_game_through_the_tools() {
    let (code, far, _) = tool(
        "gen",
        &["--problem", "acwing_rotation_game", "1", "12", "1"],
    );
    assert_eq!(code, 0);
    let answer = common::run("acwing_rotation_game", &[], far.as_bytes()).out();
    let moves = answer.lines().next().map(str::len);
    assert_eq!(moves, Some(12), "{far}{answer}");
    crate::tools::own_figures(
        "acwing_rotation_game",
        ("12", None),
        (
            "1 1 1 1 3 2 3 2 3 1 3 2 2 3 1 2 2 2 3 1 2 1 3 3\n0\n",
            "AC\n2\n",
            "CA\n2\n",
        ),
        "reach,735471,735471,14\n",
    );
}

/// `acwing_rotation_game` with other cells to fill with one digit (the top arm and the row
/// through it; a seeded random 8: the quick tier's alone), on seeded random boards: the
/// kit's search from those cells.
fn rotation_boards_for_other_goal_cells(tier: Tier) {
    let scratch = Scratch::new("goals-rotation");
    let mut rng = Mt19937::new(181);
    let boards: Vec<kit::Board> = (0..300).map(|_| kit::random_board(&mut rng)).collect();
    let inputs: Vec<String> = boards
        .iter()
        .map(|b| kit::to_input(&[*b]).replace('\n', " ") + "\n")
        .collect();
    let mut cells: Vec<u8> = (0..24).collect();
    eight_puzzle::sampling::shuffle(&mut cells, &mut rng);
    let goals = [cells[..8].to_vec(), vec![0, 2, 4, 5, 6, 7, 8, 9]];
    for goal in goals.into_iter().take(tier.pick(1, 2)) {
        let wide: Vec<usize> = goal.iter().map(|&c| usize::from(c)).collect();
        let table = kit::Distances::to(&wide);
        // Every set of 8 cells reaches these too, as for the centre (the bin's page).
        assert_eq!(table.histogram().iter().sum::<usize>(), kit::SETS);
        let want: Vec<String> = boards
            .iter()
            .map(|b| kit::answer(&table, &[*b]).trim_end().replace('\n', " "))
            .collect();
        let exe = goals::build(
            &scratch,
            "acwing_rotation_game",
            &[("GOAL_CELLS", goals::array(&goal))],
            Call::AllLines,
        )
        .unwrap();
        let what = format!("acwing_rotation_game GOAL_CELLS = {goal:?}");
        goals::compare(&what, &inputs, &goals::answers(&exe, &inputs), &want);
    }
}
