//! `p10578_rotating_grid` against the kit's breadth-first search over grids as arrays
//! (written apart from the bin's two-part index and turn tables): every one of the 9! grids
//! in one query list, other goals by the bin's `GOAL` line, and the tools.

use crate::bins::p10578_rotating_grid as bin;
use crate::common::{self, tool, Scratch};
use crate::goals::{self, Call};
use crate::tier::Tier;
use eight_puzzle::mt19937::Mt19937;
use eight_puzzle::problems::p10578_rotating_grid::{
    self as kit, distances_to, to_input, Grid, GOAL,
};
use eight_puzzle::sampling::shuffle;

/// Every grid, lexicographically, and its distance to the goal in the kit.
fn every_grid(goal: Grid) -> (Vec<Grid>, Vec<String>) {
    let truth = distances_to(goal);
    let mut grids: Vec<Grid> = truth.keys().copied().collect();
    grids.sort_unstable();
    let want = grids.iter().map(|g| truth[g].to_string()).collect();
    (grids, want)
}

tiers!(
    every_grid_in_one_query_list,
    #[skip_if(no_rustc, "builds with rustc: none runs under Wine")]
    other_goals
);

/// Every grid in one query list (the quick tier: a sample with the goal and the farthest).
fn every_grid_in_one_query_list(tier: Tier) {
    let (grids, want) = every_grid(GOAL);
    assert_eq!(grids.len(), 362_880, "the kit reaches every grid");
    let extreme = |(_, w): &(Grid, String)| w == "0" || *w == kit::DIAMETER.to_string();
    let kept = tier.sample(grids.into_iter().zip(want).collect(), 3_000, extreme);
    let (grids, want): (Vec<Grid>, Vec<String>) = kept.into_iter().unzip();
    let got = bin::solve(&to_input(&grids)).unwrap();
    let got: Vec<&str> = got.lines().collect();
    assert_eq!(got.len(), want.len());
    let wrong: Vec<String> = (0..want.len())
        .filter(|&i| got[i] != want[i])
        .take(5)
        .map(|i| format!("{:?}: {} expected, got {}", grids[i], want[i], got[i]))
        .collect();
    common::assert_none_failed(&wrong);
    let farthest = want.iter().map(|w| w.parse::<u32>().unwrap()).max();
    assert_eq!(farthest, Some(kit::DIAMETER));
    crate::cards::states("p10578_rotating_grid", &[kit::DIAMETER]);
}

#[test]
fn the_sample_and_refusals() {
    let sample = "2\n1 2 3\n4 5 6\n7 8 9\n1 5 2\n4 6 3\n7 8 9\n";
    assert_eq!(bin::solve(sample).unwrap(), "0\n3\n");
    assert_eq!(bin::solve("0\n").unwrap(), "");
    for bad in [
        "3\n1 2 3 4 5 6 7 8 9\n",
        "1\n1 2 3 4 5 6 7 8 9 9\n",
        "1\n1 2 3 4 5 6 7 8 +0\n",
    ] {
        assert!(bin::solve(bad).is_err(), "{bad:?}");
    }
    // A T far beyond the grids given is refused, not allocated.
    assert!(bin::solve("99999999999999\n1 2 3 4 5 6 7 8 9\n").is_err());
}

/// The bin with other goals by its `GOAL` line: 2,000 seeded grids a goal
/// against the kit's search from that goal (three goals; the quick tier: one); a goal that
/// is not 1-9 does not compile.
fn other_goals(tier: Tier) {
    let scratch = Scratch::new("goals-p10578");
    let mut rng = Mt19937::new(10578);
    for _ in 0..tier.pick(1, 3) {
        let mut goal = GOAL;
        shuffle(&mut goal, &mut rng);
        let (grids, want) = every_grid(goal);
        let picked: Vec<usize> = (0..2000)
            .map(|_| rng.next_u32() as usize % grids.len())
            .collect();
        let list: Vec<Grid> = picked.iter().map(|&i| grids[i]).collect();
        let input = to_input(&list).replace('\n', "|") + "\n";
        let value = format!("{goal:?}");
        let exe = goals::build(
            &scratch,
            "p10578_rotating_grid",
            &[("GOAL", value)],
            Call::AllLines,
        )
        .unwrap();
        let got = goals::answers(&exe, &[input]);
        let want: Vec<String> = picked.iter().map(|&i| want[i].clone()).collect();
        assert_eq!(got, vec![want.join(" ")], "goal {goal:?}");
    }
    for bad in ["[1, 2, 3, 4, 5, 6, 7, 8, 8]", "[0, 1, 2, 3, 4, 5, 6, 7, 8]"] {
        let built = goals::build(
            &scratch,
            "p10578_rotating_grid",
            &[("GOAL", bad.into())],
            Call::Solve,
        );
        assert!(built.is_err(), "GOAL = {bad} compiled");
    }
}

#[test]
fn the_rotating_grid_through_the_tools() {
    let (code, out, err) = tool("count", &["--problem", "p10578_rotating_grid", "csv"]);
    assert_eq!(code, 0, "{err}");
    assert!(out.starts_with("moves,grids\n0,1\n1,4\n"), "{out}");
    assert_eq!(out.lines().count(), 2 + kit::DIAMETER as usize);
    let (code, _, err) = tool(
        "gen",
        &["--problem", "p10578_rotating_grid", "1", "16", "1"],
    );
    assert!(code == 2 && err.contains("15"), "{err}");
}
