//! Baekjoon 13460 (and its variants by constant, 13459 and 15653) on every position of the
//! marbles on seeded boards of every size, against the kit's search (a tilt simulated a cell
//! at a time over a hash map, written apart from the bins' roll-then-settle tilt).

use crate::bins::boj13460_marbles as bin;
use crate::common;
use crate::goals::{self, Call};
use crate::tier::Tier;
use eight_puzzle::marbles::{self, every_position, fewest, to_input, Marbles};
use std::time::Duration;

/// Every position of every seeded board (the quick tier: every 9th shape and the largest):
/// its input and the kit's fewest tilts.
fn positions(tier: Tier) -> Vec<(String, Option<Vec<u8>>)> {
    let every: Vec<Marbles> = boards(tier).iter().flat_map(every_position).collect();
    let solved = common::per_core(&every, |part| {
        part.iter()
            .map(|m| (to_input(m), fewest(m, 10)))
            .collect::<Vec<_>>()
    });
    solved.concat()
}

/// The kit's seeded boards, every shape in the proofs, every 9th and the largest in the quick tier.
fn boards(tier: Tier) -> Vec<Marbles> {
    marbles::seeded_boards(tier.pick(9, 1))
}

tiers!(
    every_position_on_64_boards,
    #[skip_if(no_rustc, "builds with rustc: none runs under Wine")]
    the_limits_by_constant
);

/// The bin on every position of each board (the quick tier: every 9th shape), under a
/// budget.
fn every_position_on_64_boards(tier: Tier) {
    common::none_fail_within(Duration::from_secs(200), move || {
        let cases = positions(tier);
        assert!(
            cases.len() > tier.pick(2_000, 50_000),
            "{} positions",
            cases.len()
        );
        let ten = cases
            .iter()
            .any(|c| c.1.as_ref().is_some_and(|p| p.len() == 10));
        assert!(ten || tier == Tier::Quick, "no position 10 tilts out");
        let mut failures = Vec::new();
        for (input, path) in &cases {
            let want = path
                .as_ref()
                .map_or("-1".to_string(), |p| p.len().to_string())
                + "\n";
            if bin::solve(input).as_deref() != Ok(&want) {
                failures.push(format!(
                    "{input}: {want:?} expected, got {:?}",
                    bin::solve(input)
                ));
            }
        }
        failures
    });
}

/// What a bin with changed constants must print for a position.
type Answer = dyn Fn(&Marbles) -> String;

/// `MOST_TILTS = 3` against the kit at 3, `MOST_TILTS = 10000` (15653) and
/// `ONE_OR_ZERO = true` (13459) on the positions of the first boards.
fn the_limits_by_constant(tier: Tier) {
    let scratch = common::Scratch::new("goals-boj13460");
    let every: Vec<Marbles> = boards(tier)
        .iter()
        .take(tier.pick(6, 20))
        .flat_map(every_position)
        .collect();
    let inputs: Vec<String> = every
        .iter()
        .map(|m| to_input(m).replace('\n', "|") + "\n")
        .collect();
    let rows: [(&str, &str, &Answer); 3] = [
        ("MOST_TILTS", "3", &|m| {
            fewest(m, 3).map_or("-1".into(), |p| p.len().to_string())
        }),
        ("MOST_TILTS", "10000", &|m| {
            fewest(m, 10_000).map_or("-1".into(), |p| p.len().to_string())
        }),
        ("ONE_OR_ZERO", "true", &|m| {
            u8::from(fewest(m, 10).is_some()).to_string()
        }),
    ];
    for (name, value, want) in rows {
        let exe = goals::build(
            &scratch,
            "boj13460_marbles",
            &[(name, value.into())],
            Call::Solve,
        )
        .unwrap();
        let want: Vec<String> = every.iter().map(want).collect();
        goals::compare(
            &format!("{name} = {value}"),
            &inputs,
            &goals::answers(&exe, &inputs),
            &want,
        );
    }
}

#[test]
fn the_samples_and_the_tools() {
    for (input, want) in common::case_inputs("boj13460_marbles").iter().map(|p| {
        (
            std::fs::read_to_string(p).unwrap(),
            std::fs::read_to_string(p.with_extension("out")).unwrap(),
        )
    }) {
        assert_eq!(bin::solve(&input).unwrap(), want, "{input}");
        let kit = eight_puzzle::problems::boj13460_marbles::answer(&input).unwrap();
        assert_eq!(format!("{kit}\n"), want, "the kit on {input}");
    }
    let (code, case, err) = common::tool("gen", &["--problem", "boj13460_marbles", "3", "10", "1"]);
    assert_eq!(
        (code, bin::solve(&case).unwrap()),
        (0, "10\n".to_string()),
        "{err}"
    );
}
