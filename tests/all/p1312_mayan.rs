//! Luogu P1312 Mayan 游戏 on seeded boards against the kit's plain search over every move
//! sequence (five stacks, every legal move tried in the statement's order, written apart
//! from the bin's arrays and pruning) and its faster twin, and more moves by constant.

use crate::bins::p1312_mayan as bin;
use crate::common;
use crate::goals::{self, Call};
use crate::tier::Tier;
use eight_puzzle::mt19937::Mt19937;
use eight_puzzle::problems::p1312_mayan::{
    answer, first_way, plain, random_board, solvable, to_input, Stacks,
};
use eight_puzzle::sampling::draw;
use std::time::Duration;

/// Seeded boards: half drawn until a way of n moves empties them, half drawn as they come
/// (most have no way); 3-15 blocks in 1-4 colours.
fn boards(seed: u32, count: usize, moves: std::ops::RangeInclusive<usize>) -> Vec<(usize, Stacks)> {
    let mut rng = Mt19937::new(seed);
    let mut all = Vec::new();
    while all.len() < count {
        let n = *moves.start() + draw(&mut rng, moves.clone().count());
        if all.len() % 2 == 0 {
            all.push((n, solvable(&mut rng, n).0));
            continue;
        }
        let (blocks, colours) = (3 * (1 + draw(&mut rng, 5)), 1 + draw(&mut rng, 4) as u8);
        if let Some(board) = random_board(&mut rng, blocks, colours) {
            all.push((n, board));
        }
    }
    all
}

/// The bin's failures on the boards against `want`.
fn judge(cases: &[(usize, Stacks)], want: impl Fn(&Stacks, usize) -> String + Sync) -> Vec<String> {
    let failures = common::per_core(cases, |part| {
        let wrong = part.iter().filter_map(|(n, board)| {
            let (input, want) = (to_input(*n, board), want(board, *n));
            let got = bin::solve(&input);
            (got.as_deref() != Ok(&want))
                .then(|| format!("{input}: {want:?} expected, got {got:?}"))
        });
        wrong.collect::<Vec<_>>()
    });
    failures.concat()
}

tiers!(
    one_to_three_moves_against_every_sequence,
    four_and_five_moves
);

/// Boards with n = 1-3 against the search over every move sequence: 3,000 boards (the
/// quick tier 300).
fn one_to_three_moves_against_every_sequence(tier: Tier) {
    common::none_fail_within(Duration::from_secs(120), move || {
        let cases = boards(1312, tier.pick(300, 3_000), 1..=3);
        judge(&cases, |board, n| answer(plain(board, n).as_deref()))
    });
}

/// Boards with n = 4 and 5 against the kit's search with its table of failed boards, and
/// the first 20 with n = 4 against every move sequence too: 300 boards (the quick tier 24,
/// 2 of them against every sequence).
fn four_and_five_moves(tier: Tier) {
    common::none_fail_within(Duration::from_secs(120), move || {
        let cases = boards(2011, tier.pick(24, 300), 4..=5);
        let mut failures = judge(&cases, |board, n| answer(first_way(board, n).as_deref()));
        let fours: Vec<(usize, Stacks)> = cases
            .iter()
            .filter(|c| c.0 == 4)
            .take(tier.pick(2, 20))
            .cloned()
            .collect();
        let first = &fours[..];
        failures.extend(
            first
                .iter()
                .filter(|(n, b)| plain(b, *n) != first_way(b, *n))
                .map(|(n, b)| format!("the kit's searches on {}", to_input(*n, b))),
        );
        failures
    });
}

/// `MOST_MOVES = 6` against the kit with n = 6, the default bin refusing it.
#[test]
#[cfg_attr(no_rustc, ignore = "builds with rustc: none runs under Wine")]
fn six_moves_by_constant() {
    let scratch = common::Scratch::new("goals-p1312");
    let exe = goals::build(
        &scratch,
        "p1312_mayan",
        &[("MOST_MOVES", "6".into())],
        Call::AllLines,
    )
    .unwrap();
    let cases = boards(6, 16, 6..=6);
    let inputs: Vec<String> = cases
        .iter()
        .map(|(n, b)| to_input(*n, b).replace('\n', "|") + "\n")
        .collect();
    let want: Vec<String> = cases
        .iter()
        .map(|(n, b)| {
            answer(first_way(b, *n).as_deref())
                .trim_end()
                .replace('\n', " ")
        })
        .collect();
    assert!(
        bin::solve(&to_input(6, &cases[0].1)).is_err(),
        "the default bin takes n = 6"
    );
    goals::compare(
        "MOST_MOVES = 6",
        &inputs,
        &goals::answers(&exe, &inputs),
        &want,
    );
}

#[test]
fn the_samples_and_the_tools() {
    for path in common::case_inputs("p1312_mayan") {
        let input = std::fs::read_to_string(&path).unwrap();
        let want = std::fs::read_to_string(path.with_extension("out")).unwrap();
        assert_eq!(bin::solve(&input).unwrap(), want, "{}", path.display());
    }
    let (code, case, err) = common::tool("gen", &["--problem", "p1312_mayan", "3", "5", "1"]);
    let lines = bin::solve(&case).unwrap().lines().count();
    assert_eq!((code, lines), (0, 5), "{err}");
}

/// The card's figure: the moves a board offers at most, each block of the 5 × 7 board to
/// the left or the right.
#[test]
fn the_card_states_the_moves_a_board_offers() {
    use eight_puzzle::problems::p1312_mayan::{COLUMNS, ROWS};
    crate::cards::states("p1312_mayan", &[(COLUMNS * ROWS * 2) as u32]);
}

/// The pack of one test that once took 45 s to hunt the others.
#[test]
#[ignore = "the proofs tier: cargo test --release -- --ignored"]
fn a_pack_of_one_test_within_64_mib_and_10_s() {
    common::pack_within_64_mib_and_10_s(&["p1312_mayan", "--tests", "1"]);
}
