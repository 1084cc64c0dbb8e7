//! `p10488_booksort` against the kit (written apart from the bin's IDA*): every shelf of
//! 1-9 books against a breadth-first search over all shelves, and seeded shelves of 10-15
//! against two breadth-first balls of radius 2 that meet.

use crate::bins::p10488_booksort as bin;
use crate::common::{self, tool, Scratch};
use crate::goals::{self, Call};
use crate::tier::Tier;
use eight_puzzle::mt19937::Mt19937;
use eight_puzzle::problems::p10488_booksort::{
    answer, every_shelf, fewest, moves, textbook, to_input, unrank,
};
use eight_puzzle::sampling::draw;
use std::time::Duration;

/// Each search-running test runs under a budget: a bound that overestimates the moves
/// left can make the search miss answers or (with another bound) run away.
const BUDGET: Duration = Duration::from_secs(300);

/// The bin's answers to `shelves`, in one input, against `want`.
fn holds(shelves: &[Vec<u8>], want: &[String]) -> Vec<String> {
    let got = bin::solve(&to_input(shelves)).unwrap();
    let got: Vec<&str> = got.lines().collect();
    (0..shelves.len())
        .filter(|&i| got.get(i) != Some(&want[i].as_str()))
        .take(5)
        .map(|i| {
            format!(
                "{:?}: {} expected, got {:?}",
                shelves[i],
                want[i],
                got.get(i)
            )
        })
        .collect()
}

tiers!(every_shelf_of_up_to_9_books);

/// Every shelf of 1-9 books against the BFS over all shelves (the quick tier: every shelf
/// up to 7, then a sample of 8 with the sorted shelf and the farthest; the BFS over 9!
/// shelves is most of the time).
fn every_shelf_of_up_to_9_books(tier: Tier) {
    common::none_fail_within(BUDGET, move || {
        let mut failures = Vec::new();
        for n in 1..=tier.pick(8, 9) {
            let fewest = every_shelf(n);
            let most = fewest.iter().copied().max();
            let ranks: Vec<usize> = (0..fewest.len()).collect();
            let extreme = |&r: &usize| fewest[r] == 0 || Some(fewest[r]) == most;
            let ranks = if n <= 7 {
                ranks
            } else {
                tier.sample(ranks, 1_000, extreme)
            };
            let found = common::per_core(&ranks, |part| {
                let shelves: Vec<Vec<u8>> = part.iter().map(|&r| unrank(r, n)).collect();
                let want: Vec<String> = part
                    .iter()
                    .map(|&r| answer(Some(u32::from(fewest[r])).filter(|&d| d <= 4)))
                    .collect();
                holds(&shelves, &want)
            });
            failures.extend(found.concat());
        }
        failures
    });
}

#[test]
fn seeded_shelves_of_10_to_15_against_the_meeting_balls() {
    common::none_fail_within(BUDGET, || {
        let mut rng = Mt19937::new(10488);
        let mut shelves = Vec::new();
        for n in 10..=15u8 {
            for walk in [3, 4, 5, 6, 40] {
                let mut books: Vec<u8> = (1..=n).collect();
                for _ in 0..walk {
                    let next = moves(&books);
                    books = next[draw(&mut rng, next.len())].clone();
                }
                shelves.push(books);
            }
        }
        let found = common::per_core(&shelves, |part| {
            let want: Vec<String> = part.iter().map(|b| answer(fewest(b))).collect();
            holds(part, &want)
        });
        found.concat()
    });
}

#[test]
fn the_samples_the_cases_and_the_textbook() {
    common::none_fail_within(BUDGET, || {
        let sample = "3\n6\n1 3 4 6 2 5\n5\n5 4 3 2 1\n10\n6 8 5 3 4 7 2 9 1 10\n";
        let mut failures = Vec::new();
        if bin::solve(sample) != Ok("2\n3\n5 or more\n".into()) {
            failures.push(format!("the samples: {:?}", bin::solve(sample)));
        }
        let reversed: Vec<Vec<u8>> = (1..=12).map(|n| (1..=n).rev().collect()).collect();
        let want: Vec<String> = reversed.iter().map(|b| answer(textbook(b))).collect();
        failures.extend(holds(&reversed, &want));
        for bad in ["1\n3\n1 2 2\n", "1\n16\n", "2\n1\n1\n", "1\n1\n1\n1\n"] {
            if bin::solve(bad).is_ok() {
                failures.push(format!("{bad:?} accepted"));
            }
        }
        failures
    });
}

/// The bin with another limit by its `MOST_SHOWN` line (3: answers of 4 or more print `4 or
/// more`), on every shelf of 7 books against the kit's search.
#[test]
#[cfg_attr(no_rustc, ignore = "builds with rustc: none runs under Wine")]
fn another_limit() {
    let scratch = Scratch::new("goals-p10488");
    let fewest = every_shelf(7);
    let inputs: Vec<String> = (0..fewest.len())
        .map(|r| to_input(&[unrank(r, 7)]).replace('\n', " ") + "\n")
        .collect();
    let want: Vec<String> = fewest
        .iter()
        .map(|&d| {
            if d <= 3 {
                d.to_string()
            } else {
                "4 or more".to_string()
            }
        })
        .collect();
    let exe = goals::build(
        &scratch,
        "p10488_booksort",
        &[("MOST_SHOWN", "3".into())],
        Call::Solve,
    )
    .unwrap();
    goals::compare(
        "MOST_SHOWN = 3",
        &inputs,
        &goals::answers(&exe, &inputs),
        &want,
    );
}

#[test]
fn booksort_through_the_tools() {
    let (code, case, err) = tool("gen", &["--problem", "p10488_booksort", "2", "5", "1"]);
    assert_eq!(code, 0, "{err}");
    assert_eq!(bin::solve(&case).unwrap(), "5 or more\n");
    let case = |name: &str| {
        format!(
            "{}/cases/p10488_booksort/{name}",
            env!("CARGO_MANIFEST_DIR")
        )
    };
    let one = [case("one-book.in"), case("one-book.out")];
    let (code, out, _) = tool("check", &["p10488_booksort", &one[0], &one[1]]);
    assert_eq!((code, out.as_str()), (0, "ok: 1 shelf\n"));
}

/// `count` searches every shelf of up to 9 books (seconds): the diameters.
#[test]
#[ignore = "the proofs tier: cargo test --release -- --ignored"]
fn count_prints_the_diameters() {
    let (code, out, err) = tool("count", &["--problem", "p10488_booksort", "csv"]);
    assert_eq!(code, 0, "{err}");
    assert!(
        out.contains("\n8,40320,5,") && out.contains("\n9,362880,5,"),
        "{out}"
    );
}

/// The card's figure: the moves from a shelf of the most books the statement allows, as
/// the kit lists them.
#[test]
fn the_card_states_the_moves_of_the_largest_shelf() {
    use eight_puzzle::problems::p10488_booksort::{moves, MAX_N};
    let shelf: Vec<u8> = (1..=MAX_N as u8).collect();
    crate::cards::states("p10488_booksort", &[moves(&shelf).len() as u32]);
}
