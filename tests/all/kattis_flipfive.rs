//! Kattis flipfive on all 512 grids in one input against the kit's breadth-first search;
//! other clicks by the bin's `FLIP` line, and a click that leaves a grid unmade refused.

use crate::bins::kattis_flipfive;
use crate::common::{self, Scratch};
use crate::goals::{self, Call};
use crate::tier::Tier;
use eight_puzzle::lights;
use eight_puzzle::problems::kattis_flipfive as kit;

/// All 512 grids in one input, the sample, and the layers: C(9, d) grids need d clicks, as
/// every grid is made by one set of clicks alone.
#[test]
fn every_grid_in_one_input() {
    let grids: Vec<usize> = (0..512).collect();
    let want: Vec<String> = kit::answers(common::tables(), &grids)
        .iter()
        .map(i64::to_string)
        .collect();
    let got = kattis_flipfive::solve(&kit::format(&grids)).unwrap();
    assert_eq!(got, want.join("\n") + "\n");
    let sample = "2\n*..\n**.\n*..\n***\n*..\n..*\n";
    assert_eq!(kattis_flipfive::solve(sample).unwrap(), "1\n3\n");
    let binomial = [1, 9, 36, 84, 126, 126, 84, 36, 9, 1];
    for (d, &count) in binomial.iter().enumerate() {
        assert_eq!(
            want.iter().filter(|w| **w == d.to_string()).count(),
            count,
            "{d} clicks"
        );
    }
}

tiers!(
    #[skip_if(no_rustc, "builds with rustc: none runs under Wine")]
    other_clicks
);

/// Clicks other than the cross by the bin's `FLIP` line: every grid against the kit's search
/// with that click where it makes every grid, and no build where it does not. The quick
/// tier: the square around the cell (it makes all 512 grids); the proofs add the diagonal
/// cross (all 512) and the cross without its centre (64 grids: it must not compile).
fn other_clicks(tier: Tier) {
    let scratch = Scratch::new("clicks");
    let square: &[(i32, i32)] = &[
        (-1, -1),
        (-1, 0),
        (-1, 1),
        (0, -1),
        (0, 0),
        (0, 1),
        (1, -1),
        (1, 0),
        (1, 1),
    ];
    let mut patterns = vec![(square, 512)];
    if tier == Tier::Proofs {
        patterns.push((&[(0, 0), (-1, -1), (-1, 1), (1, -1), (1, 1)], 512));
        patterns.push((&[(-1, 0), (1, 0), (0, -1), (0, 1)], 64));
    }
    let grids: Vec<usize> = (0..512).collect();
    for (pattern, made) in patterns {
        let table = lights::fewest(3, 3, pattern);
        assert_eq!(table.iter().flatten().count(), made, "{pattern:?}");
        let items: Vec<String> = pattern.iter().map(|(r, c)| format!("({r}, {c})")).collect();
        let flip = [("FLIP", format!("&[{}]", items.join(", ")))];
        let built = goals::build(&scratch, "kattis_flipfive", &flip, Call::AllLines);
        if made < 512 {
            let why = built.expect_err("a click that leaves a grid unmade must not compile");
            assert!(
                why.contains("FLIP leaves a grid that no clicks make"),
                "{why}"
            );
            continue;
        }
        let input = kit::format(&grids).replace('\n', "|") + "\n";
        let want: Vec<String> = table.iter().map(|d| d.unwrap().to_string()).collect();
        let got = goals::answers(&built.unwrap(), std::slice::from_ref(&input));
        goals::compare(
            &format!("FLIP {pattern:?}"),
            &[input],
            &got,
            &[want.join(" ")],
        );
    }
}

/// Kattis flipfive through `gen`, `check` and `count`.
#[test]
fn flip_five_through_the_tools() {
    crate::tools::own_figures(
        "kattis_flipfive",
        ("9", Some("1\n*.*\n.*.\n*.*\n")),
        ("2\n*..\n**.\n*..\n***\n*..\n..*\n", "1\n3\n", "1\n5\n"),
        "grids,512,made,512,most,9\n",
    );
    crate::cards::states("kattis_flipfive", &[]);
}
