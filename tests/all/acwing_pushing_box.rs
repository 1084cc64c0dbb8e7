//! AcWing 174 推箱子 on every placement of you, the box and the target on seeded mazes of
//! every shape, byte for byte against the kit's way (a Dijkstra over every (box, you) pair,
//! written apart from the bin's (box, side) states), another order of preference by
//! constant, and the boards where the plain first-visit search walks too far.

use crate::bins::acwing_pushing_box as bin;
use crate::common;
use crate::goals::{self, Call};
use crate::tier::Tier;
use eight_puzzle::mt19937::Mt19937;
use eight_puzzle::problems::acwing_pushing_box::{
    answer, every_placement, fewest, parse, random_maze, to_input, to_target, walks_from, way,
    Cost, Maze,
};
use std::collections::{HashSet, VecDeque};
use std::time::Duration;

/// Seeded wall layouts 2-7 a side, every density (the quick tier: every 12th, and the
/// largest).
fn layouts(tier: Tier) -> Vec<Maze> {
    let mut rng = Mt19937::new(174);
    let mut all: Vec<Maze> = (0..120)
        .filter_map(|i| random_maze(&mut rng, (2, 7), i % 4))
        .collect();
    all.sort_by_key(|m| m.rows.len() * m.rows[0].len());
    let last = all.len() - 1;
    all.into_iter()
        .enumerate()
        .filter(|(i, _)| i % tier.pick(12, 1) == 0 || *i == last)
        .map(|(_, m)| m)
        .collect()
}

/// Each placement on the layout, as the mazes of one input, and the kit's output for them
/// in `order`: one backward search per target.
fn placements(layout: &Maze, order: [usize; 4]) -> (Vec<Maze>, String) {
    let every = every_placement(layout);
    let mut want = String::new();
    let mut togo = (layout.target, to_target(layout));
    for (k, m) in every.iter().enumerate() {
        if togo.0 != m.target {
            togo = (m.target, to_target(m));
        }
        want += &answer(k + 1, way(m, &togo.1, order).as_deref());
    }
    (every, want)
}

tiers!(every_placement_on_every_layout);

/// The bin on every placement on each layout, byte for byte against the kit, under a budget.
fn every_placement_on_every_layout(tier: Tier) {
    common::none_fail_within(Duration::from_secs(200), move || {
        let all = layouts(tier);
        let failures = common::per_core(&all, |part| {
            part.iter()
                .filter_map(|layout| {
                    let (every, want) = placements(layout, [0, 1, 2, 3]);
                    let got = bin::solve(&to_input(&every)).unwrap();
                    first_difference(&every, &want, &got)
                })
                .collect::<Vec<_>>()
        });
        failures.concat()
    });
}

/// The first maze whose block of the output differs, if any.
fn first_difference(every: &[Maze], want: &str, got: &str) -> Option<String> {
    let blocks = |text: &str| text.split("\n\n").map(str::to_string).collect::<Vec<_>>();
    let (want, got) = (blocks(want), blocks(got));
    let k = (0..want.len().max(got.len())).find(|&k| want.get(k) != got.get(k))?;
    let maze = every
        .get(k)
        .map_or(String::new(), |m| to_input(std::slice::from_ref(m)));
    Some(format!(
        "{maze}: {:?} expected, got {:?}",
        want.get(k),
        got.get(k)
    ))
}

/// `ORDER = *b"EWSN"` against the kit in that order, on the quick tier's layouts.
#[test]
fn another_order_by_constant() {
    let scratch = common::Scratch::new("goals-pushing-box");
    let exe = goals::build(
        &scratch,
        "acwing_pushing_box",
        &[("ORDER", "*b\"EWSN\"".into())],
        Call::AllLines,
    )
    .unwrap();
    let mut inputs = Vec::new();
    let mut want = Vec::new();
    for layout in layouts(Tier::Quick).iter().take(8) {
        let (every, text) = placements(layout, [3, 2, 1, 0]);
        inputs.push(to_input(&every).replace('\n', "|") + "\n");
        want.push(text.trim_end().replace('\n', " "));
    }
    goals::compare(
        "ORDER = EWSN",
        &inputs,
        &goals::answers(&exe, &inputs),
        &want,
    );
}

/// The plain search contestants often write: breadth-first over (box, the cell you pushed
/// from) by pushes, each state's walks fixed the first time it is reached, and the first
/// box on the target taken. Its pushes are the fewest; its walks may not be.
fn first_visit(maze: &Maze) -> Option<Cost> {
    let mut seen = HashSet::new();
    let mut queue = VecDeque::from([(maze.block, maze.you, (0, 0))]);
    while let Some((b, y, (pushes, walks))) = queue.pop_front() {
        if b == maze.target {
            return Some((pushes, walks));
        }
        let dist = walks_from(maze, y, b);
        for d in 0..4 {
            let (Some(behind), Some(after)) = (maze.step(b, d ^ 1), maze.step(b, d)) else {
                continue;
            };
            if let Some(walk) = dist[behind.0][behind.1] {
                if seen.insert((after, b)) {
                    queue.push_back((after, b, (pushes + 1, walks + walk)));
                }
            }
        }
    }
    None
}

/// The cases named `first-visit-*` are boards where the plain first-visit search walks
/// more than it must, so a bin that searched that way would fail them.
#[test]
fn the_first_visit_cases_catch_the_plain_search() {
    let paths = common::case_inputs("acwing_pushing_box");
    let named: Vec<_> = paths
        .iter()
        .filter(|p| p.to_string_lossy().contains("first-visit"))
        .collect();
    assert!(named.len() >= 2, "{named:?}");
    for path in named {
        let mazes = parse(&std::fs::read_to_string(path).unwrap()).unwrap();
        let caught = mazes.iter().any(|m| first_visit(m) != fewest(m));
        assert!(
            caught,
            "{}: the first-visit search is right on every maze",
            path.display()
        );
    }
}

#[test]
fn the_samples_and_the_tools() {
    for path in common::case_inputs("acwing_pushing_box") {
        let input = std::fs::read_to_string(&path).unwrap();
        let want = std::fs::read_to_string(path.with_extension("out")).unwrap();
        assert_eq!(bin::solve(&input).unwrap(), want, "{}", path.display());
        let mazes = parse(&input).unwrap();
        let kit: String = mazes
            .iter()
            .enumerate()
            .map(|(k, m)| answer(k + 1, way(m, &to_target(m), [0, 1, 2, 3]).as_deref()))
            .collect();
        assert_eq!(kit, want, "the kit on {}", path.display());
    }
    let (code, case, err) =
        common::tool("gen", &["--problem", "acwing_pushing_box", "3", "20", "1"]);
    let way = bin::solve(&case).unwrap();
    let pushes = way
        .lines()
        .nth(1)
        .unwrap()
        .bytes()
        .filter(u8::is_ascii_uppercase)
        .count();
    assert_eq!((code, pushes >= 20), (0, true), "{err}");
}
