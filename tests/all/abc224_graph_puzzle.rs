//! ABC224 D "8 Puzzle on Graph": the kit's oracle held to Wilson's theorem on seeded random
//! 2-connected graphs, and the bin against the oracle on seeded random graphs of every size
//! M = 0..=36 and on paths, stars, trees, cycles, complete and complete bipartite graphs.

use crate::bins::abc224_graph_puzzle;
use crate::common;
use crate::common::tool;
use crate::tier::Tier;
use eight_puzzle::mt19937::Mt19937;
use eight_puzzle::problems::abc224_graph_puzzle::{
    bipartite, fewest, from_goal, random_edges, two_connected, wilson_count, Case, GOAL,
};
use eight_puzzle::sampling::{draw, shuffle};

tiers!(
    the_a_star_bounds_never_overestimate_and_change_by_at_most_one_a_move,
    the_oracle_reaches_what_wilsons_theorem_says,
    the_bin_agrees_with_the_oracle_on_graphs_of_every_size_and_family,
);

/// The oracle's reach equals Wilson's count and the bin's group on 100 seeded 2-connected
/// graphs, 40 bipartite ones and the 9-cycle (the quick tier: 16, 6 and the cycle).
fn the_oracle_reaches_what_wilsons_theorem_says(tier: Tier) {
    let mut rng = Mt19937::new(1974);
    let mut graphs = Vec::new();
    let (random, sided) = tier.pick((16, 22), (100, 140));
    while graphs.len() < random {
        let m = 9 + draw(&mut rng, 10);
        let case = Case {
            edges: random_edges(&mut rng, m),
            at: GOAL,
        };
        if two_connected(&case) {
            graphs.push(case);
        }
    }
    // Random graphs are seldom bipartite: draw those from random two-sided splits.
    while graphs.len() < sided {
        let mut order: Vec<usize> = (0..9).collect();
        shuffle(&mut order, &mut rng);
        let split = 3 + draw(&mut rng, 2);
        let mut edges: Vec<(usize, usize)> = (0..split)
            .flat_map(|i| (split..9).map(move |j| (i, j)))
            .map(|(i, j)| (order[i], order[j]))
            .collect();
        shuffle(&mut edges, &mut rng);
        edges.truncate(10 + draw(&mut rng, 8));
        let case = Case { edges, at: GOAL };
        if two_connected(&case) {
            graphs.push(case);
        }
    }
    let cycle = (0..9).map(|v| (v, (v + 1) % 9)).collect();
    graphs.push(Case {
        edges: cycle,
        at: GOAL,
    });
    let failures = common::per_core(&graphs, |part| {
        let mut failures = Vec::new();
        for case in part {
            let (reached, wilson) = (from_goal(case).len(), wilson_count(case));
            let group = group_count(case);
            if reached != wilson || reached != group {
                failures.push(format!(
                    "{:?}: {reached} reached, Wilson {wilson}, the bin's group {group}",
                    case.edges
                ));
            }
        }
        failures
    });
    common::assert_none_failed(&failures.concat());
    let kinds = |wanted: bool| graphs.iter().filter(|c| bipartite(c) == wanted).count();
    assert!(
        kinds(true) > 0 && kinds(false) > random * 5 / 8,
        "{} bipartite",
        kinds(true)
    );
}

/// Graph families by name: paths, stars, trees, cycles, complete and complete bipartite.
fn families(rng: &mut Mt19937) -> Vec<Vec<(usize, usize)>> {
    let mut order: Vec<usize> = (0..9).collect();
    shuffle(&mut order, rng);
    let path = (0..8).map(|i| (order[i], order[i + 1])).collect();
    let star = (1..9).map(|i| (order[0], order[i])).collect();
    let tree = (1..9).map(|i| (order[draw(rng, i)], order[i])).collect();
    let cycle = (0..9).map(|i| (order[i], order[(i + 1) % 9])).collect();
    let short_cycle = (0..5).map(|i| (order[i], order[(i + 1) % 5])).collect();
    let complete = (0..9)
        .flat_map(|u| (u + 1..9).map(move |v| (u, v)))
        .collect();
    let split = 1 + draw(rng, 4);
    let bipartite = (0..split)
        .flat_map(|i| (split..9).map(move |j| (i, j)))
        .map(|(i, j)| (order[i], order[j]))
        .collect();
    vec![path, star, tree, cycle, short_cycle, complete, bipartite]
}

/// Arrangements on a graph: the goal after a random walk, and a uniformly random one.
fn arrangements(rng: &mut Mt19937, edges: &[(usize, usize)]) -> Vec<Case> {
    let mut walked = Case {
        edges: edges.to_vec(),
        at: GOAL,
    };
    let next = walked.neighbours();
    for _ in 0..draw(rng, 200) {
        let empty = walked.at.iter().position(|&p| p == 0).unwrap();
        if !next[empty].is_empty() {
            walked
                .at
                .swap(empty, next[empty][draw(rng, next[empty].len())]);
        }
    }
    let mut uniform = Case {
        edges: edges.to_vec(),
        at: GOAL,
    };
    shuffle(&mut uniform.at, rng);
    vec![walked, uniform]
}

/// The bin against the oracle on 2 random graphs of every size M = 0..=36 and 3 draws of
/// each family (the quick tier: one graph of every sixth size and of 36, one draw).
fn the_bin_agrees_with_the_oracle_on_graphs_of_every_size_and_family(tier: Tier) {
    let mut rng = Mt19937::new(224);
    let mut cases = Vec::new();
    let sizes = tier.sample((0..=36).collect(), 6, |&m| m == 0 || m == 36);
    for m in sizes {
        for _ in 0..tier.pick(1, 2) {
            let edges = random_edges(&mut rng, m);
            cases.extend(arrangements(&mut rng, &edges));
        }
    }
    for _ in 0..tier.pick(1, 3) {
        for edges in families(&mut rng) {
            cases.extend(arrangements(&mut rng, &edges));
        }
    }
    let failures = common::per_core(&cases, |part| {
        let mut failures = Vec::new();
        for case in part {
            let input = case.to_input();
            let want = format!("{}\n", fewest(case).map_or(-1, i64::from));
            let got = abc224_graph_puzzle::solve(&input).expect("a valid case");
            if got != want {
                failures.push(format!("{input}: {want:?} expected, got {got:?}"));
            }
        }
        failures
    });
    common::assert_none_failed(&failures.concat());
    let solvable = cases.iter().filter(|c| fewest(c).is_some()).count();
    assert!(
        solvable > tier.pick(cases.len() / 3, 100) && solvable < cases.len(),
        "{solvable} of {}",
        cases.len()
    );
}

/// A block with trees hanging off it, where the bin settles leaves before searching: the
/// empty vertex on a leaf (a forced move), a leaf holding a wrong or its own piece, vertex 9
/// a leaf, and chains of leaves.
fn hanging_trees(rng: &mut Mt19937) -> Vec<(usize, usize)> {
    let mut order: Vec<usize> = (0..9).collect();
    shuffle(&mut order, rng);
    let block = 3 + draw(rng, 4);
    let mut edges: Vec<(usize, usize)> = (0..block)
        .flat_map(|u| (u + 1..block).map(move |v| (u, v)))
        .filter(|_| draw(rng, 3) != 0)
        .collect();
    edges.extend((1..block).map(|i| (i - 1, i)));
    edges.push((0, block - 1));
    edges.sort_unstable();
    edges.dedup();
    edges.extend((block..9).map(|i| (draw(rng, i), i)));
    edges.iter().map(|&(u, v)| (order[u], order[v])).collect()
}

#[test]
fn leaves_are_settled_as_the_oracle_finds() {
    let mut rng = Mt19937::new(1984);
    let mut cases = Vec::new();
    for _ in 0..40 {
        let edges = hanging_trees(&mut rng);
        for _ in 0..3 {
            cases.extend(arrangements(&mut rng, &edges));
        }
    }
    let failures = common::per_core(&cases, |part| {
        let mut failures = Vec::new();
        for case in part {
            let input = case.to_input();
            let want = format!("{}\n", fewest(case).map_or(-1, i64::from));
            let got = abc224_graph_puzzle::solve(&input).expect("a valid case");
            if got != want {
                failures.push(format!("{input}: {want:?} expected, got {got:?}"));
            }
        }
        failures
    });
    common::assert_none_failed(&failures.concat());
    let empty_on_a_leaf = cases.iter().filter(|c| {
        let empty = c.at.iter().position(|&p| p == 0).unwrap();
        c.neighbours()[empty].len() == 1
    });
    assert!(empty_on_a_leaf.count() > 10);
    let solvable = cases.iter().filter(|c| fewest(c).is_some()).count();
    assert!(
        solvable > 60 && solvable < cases.len(),
        "{solvable} of {}",
        cases.len()
    );
}

#[test]
fn the_samples() {
    let samples = [
        ("5\n1 2\n1 3\n1 9\n2 9\n3 9\n3 9 2 4 5 6 7 8\n", "5\n"),
        ("5\n1 2\n1 3\n1 9\n2 9\n3 9\n1 2 3 4 5 6 7 8\n", "0\n"),
        (
            "12\n8 5\n9 6\n4 5\n4 1\n2 5\n8 9\n2 1\n3 6\n8 7\n6 5\n7 4\n2 3\n1 2 3 4 5 6 8 7\n",
            "-1\n",
        ),
        (
            "12\n6 5\n5 4\n4 1\n4 7\n8 5\n2 1\n2 5\n6 9\n3 6\n9 8\n8 7\n3 2\n2 3 4 6 1 9 7 8\n",
            "16\n",
        ),
    ];
    for (input, output) in samples {
        assert_eq!(
            abc224_graph_puzzle::solve(input).unwrap(),
            output,
            "{input}"
        );
    }
}

/// Every arrangement of pieces 0-8 on the vertices, packed 4 bits a vertex as the bin packs.
fn all_arrangements() -> Vec<u64> {
    let mut all = Vec::with_capacity(362_880);
    let mut order: Vec<u64> = (0..9).collect();
    // Heap's algorithm, iteratively.
    let mut counters = [0usize; 9];
    let pack = |order: &[u64]| order.iter().rev().fold(0, |key, &p| key << 4 | p);
    all.push(pack(&order));
    let mut i = 0;
    while i < 9 {
        if counters[i] < i {
            order.swap(if i % 2 == 0 { 0 } else { counters[i] }, i);
            all.push(pack(&order));
            counters[i] += 1;
            i = 0;
        } else {
            counters[i] = 0;
            i += 1;
        }
    }
    all
}

#[test]
fn every_arrangement_has_its_own_index_and_neighbouring_moves_cost_no_ranking() {
    use abc224_graph_puzzle::{child_index, empty, index, slide};
    let mut seen = vec![false; 362_880];
    let mut checked = 0;
    for at in all_arrangements() {
        let i = index(at);
        assert!(
            i < seen.len() && !seen[i],
            "{at:09x}: index {i} twice or too large"
        );
        seen[i] = true;
        let to = empty(at);
        for from in [to.wrapping_sub(1), to + 1].into_iter().filter(|&v| v < 9) {
            let child = slide(at, to, from);
            assert_eq!(
                child_index(i, child, to, from),
                index(child),
                "{at:09x} {to}->{from}"
            );
            checked += 1;
        }
    }
    assert_eq!(checked, 2 * 362_880 - 2 * 40_320);
}

/// A uniformly random arrangement on a random graph of `m` edges as the bin's `Puzzle`,
/// its vertices in the bin's order.
fn random_puzzle(rng: &mut Mt19937, m: usize) -> (Case, abc224_graph_puzzle::Puzzle) {
    let mut case = Case {
        edges: random_edges(rng, m),
        at: GOAL,
    };
    shuffle(&mut case.at, rng);
    let graph = abc224_graph_puzzle::Graph::new(&case.edges);
    let order = abc224_graph_puzzle::path_order(&graph.next);
    let puzzle = abc224_graph_puzzle::Puzzle::new(&graph, &case.at, order);
    (case, puzzle)
}

#[test]
fn the_complete_graph_bound_is_the_oracles_distance_on_k9() {
    let mut rng = Mt19937::new(9);
    for _ in 0..20 {
        // The oracle searches all 9! arrangements of K9: a few of them suffice.
        let (case, puzzle) = random_puzzle(&mut rng, 36);
        let want = fewest(&case).expect("K9 reaches every arrangement") as usize;
        assert_eq!(
            puzzle.complete_moves(puzzle.start),
            want,
            "{}",
            case.to_input()
        );
        assert_eq!(
            puzzle.cycle_moves(puzzle.start),
            want,
            "{}",
            case.to_input()
        );
    }
}

/// The A* bounds of `at`: the cycle bound, the complete graph's moves, the patterns' and
/// A*'s h, which is their largest raised to the parity of the complete graph's moves.
fn bounds(
    puzzle: &abc224_graph_puzzle::Puzzle,
    patterns: &[abc224_graph_puzzle::Pattern],
    at: u64,
) -> Vec<usize> {
    let vertex = abc224_graph_puzzle::vertices(at);
    let (cycle, complete) = (puzzle.cycle_moves(at), puzzle.complete_moves(at));
    let mut all = vec![cycle, complete];
    all.extend(patterns.iter().map(|pattern| pattern.bound(&vertex)));
    all.push(abc224_graph_puzzle::estimate(
        cycle,
        patterns,
        &vertex,
        complete % 2,
    ));
    all
}

/// Walks at random from the goal on random graphs of every density, holding every bound A*
/// uses to the oracle's distance: never above it, 0 at the goal, changed by at most 1 a move,
/// the cycle bound at least the complete graph's and updated per move as the bin does, and
/// the distance's parity the latter's and A*'s h's: 40 graphs (the quick tier 12).
fn the_a_star_bounds_never_overestimate_and_change_by_at_most_one_a_move(tier: Tier) {
    use abc224_graph_puzzle::{empty, slide, Pattern};
    let mut rng = Mt19937::new(10);
    for round in 0..tier.pick(12, 40) {
        let (case, puzzle) = random_puzzle(&mut rng, 9 + round % 28);
        let graph = abc224_graph_puzzle::Graph::new(&case.edges);
        let order = abc224_graph_puzzle::path_order(&graph.next);
        // The oracle numbers vertices as the input does, the puzzle in its own order.
        let key = |at: u64| {
            (0..9)
                .map(|k| (at >> (4 * k) & 0xF) << (4 * order[k]))
                .sum::<u64>()
        };
        let distance: std::collections::HashMap<u64, u32> = from_goal(&Case {
            edges: case.edges.clone(),
            at: GOAL,
        })
        .into_iter()
        .collect();
        let patterns = [[1, 2, 3], [4, 5, 6], [2, 7, 8]].map(|p| Pattern::new(&puzzle, p));
        let (mut at, mut before) = (puzzle.goal, bounds(&puzzle, &patterns, puzzle.goal));
        assert!(before.iter().all(|&b| b == 0), "{before:?} at the goal");
        for _ in 0..300 {
            let d = distance[&key(at)] as usize;
            let [cycle, complete] = [before[0], before[1]];
            let stated = format!("{at:09x} in {}: {before:?}, distance {d}", case.to_input());
            assert!(
                before.iter().all(|&b| b <= d) && cycle >= complete,
                "{stated}"
            );
            let h = before[before.len() - 1];
            assert_eq!(((d - complete) % 2, (d - h) % 2), (0, 0), "{stated}");
            let to = empty(at);
            let moves: Vec<usize> = (0..9).filter(|&v| puzzle.next[to] >> v & 1 == 1).collect();
            if moves.is_empty() {
                break;
            }
            let from = moves[draw(&mut rng, moves.len())];
            let (near, child) = (puzzle.near(at), slide(at, to, from));
            let stepped = puzzle.cycle_step(at, near, cycle, to, from);
            at = child;
            let after = bounds(&puzzle, &patterns, at);
            assert_eq!(after[0], stepped, "{stated} -> {to}->{from}");
            let steps = before.iter().zip(&after).map(|(&b, &a)| b.abs_diff(a));
            assert!(steps.max() <= Some(1), "{stated} -> {after:?}");
            before = after;
        }
    }
}

#[test]
fn the_vertex_order_joins_as_many_edges_as_any_order() {
    let mut rng = Mt19937::new(8);
    let orders = all_arrangements();
    for m in [0, 5, 8, 9, 10, 12, 16, 36] {
        let graph = abc224_graph_puzzle::Graph::new(&random_edges(&mut rng, m));
        let joined = |order: &[usize]| {
            let pairs = order.windows(2);
            pairs.filter(|w| graph.next[w[0]] >> w[1] & 1 == 1).count()
        };
        let order = abc224_graph_puzzle::path_order(&graph.next);
        let mut sorted = order;
        sorted.sort_unstable();
        assert_eq!(sorted, [0, 1, 2, 3, 4, 5, 6, 7, 8], "{order:?}");
        let most = orders.iter().map(|&packed| {
            let order: Vec<usize> = (0..9).map(|v| (packed >> (4 * v) & 0xF) as usize).collect();
            joined(&order)
        });
        assert_eq!(joined(&order), most.max().unwrap(), "M = {m}: {order:?}");
    }
}

/// The arrangements the bin's puzzle group says the goal reaches: the group's order (the
/// arrangements with the empty vertex back on vertex 9) times the vertices of its component.
fn group_count(case: &Case) -> usize {
    let graph = abc224_graph_puzzle::Graph::new(&case.edges);
    let next = case.neighbours();
    let mut component = vec![8];
    let mut i = 0;
    while i < component.len() {
        for &w in &next[component[i]] {
            if !component.contains(&w) {
                component.push(w);
            }
        }
        i += 1;
    }
    let c = component.iter().fold(0u16, |mask, &v| mask | 1 << v);
    let group = abc224_graph_puzzle::puzzle_group(&graph, c);
    group_order(|perm| group.contains(perm, 0)) * component.len()
}

/// How many permutations of the pieces' vertices 0-7 (vertex 8, the empty one, fixed) a
/// group holds, tried one by one in lexicographic order.
fn group_order(holds: impl Fn(&abc224_graph_puzzle::Perm) -> bool) -> usize {
    let mut perm: abc224_graph_puzzle::Perm = [0, 1, 2, 3, 4, 5, 6, 7, 8];
    let mut count = 0;
    loop {
        count += usize::from(holds(&perm));
        // The next permutation of the first eight entries, or the end.
        let Some(i) = (0..7).rev().find(|&i| perm[i] < perm[i + 1]) else {
            return count;
        };
        let j = (i + 1..8)
            .rev()
            .find(|&j| perm[j] > perm[i])
            .expect("a larger one");
        perm.swap(i, j);
        perm[i + 1..8].reverse();
    }
}

#[test]
fn the_bins_puzzle_group_is_what_the_oracle_reaches_on_any_graph() {
    let mut rng = Mt19937::new(1991);
    let mut graphs: Vec<Case> = (0..120)
        .map(|round| Case {
            edges: random_edges(&mut rng, round % 17),
            at: GOAL,
        })
        .collect();
    for _ in 0..3 {
        let more = families(&mut rng)
            .into_iter()
            .chain([hanging_trees(&mut rng)]);
        graphs.extend(more.map(|edges| Case { edges, at: GOAL }));
    }
    let failures = common::per_core(&graphs, |part| {
        let mut failures = Vec::new();
        for case in part {
            let (reached, group) = (from_goal(case).len(), group_count(case));
            if reached != group {
                failures.push(format!(
                    "{:?}: {reached} reached, group {group}",
                    case.edges
                ));
            }
        }
        failures
    });
    common::assert_none_failed(&failures.concat());
    let sizes: std::collections::BTreeSet<usize> = graphs.iter().map(group_count).collect();
    assert!(sizes.len() > 10, "{sizes:?}");
}

/// ABC224 D through `gen` (every mode: a random graph and an arrangement, judged by `check`
/// with the kit's answer), `count` (graph families beside Wilson's theorem) and `duipai`.
#[test]
fn the_graph_puzzle_through_the_tools() {
    let s = common::Scratch::new("graph-tools");
    for (k, mode) in [("30", "0"), ("20..=30", "1"), ("0", "2")] {
        let args = ["--problem", "abc224_graph_puzzle", "5", k, mode];
        let (code, case, err) = tool("gen", &args);
        assert_eq!(code, 0, "{k} {mode}: {err}");
        let input = s.file("in", &case);
        let truth = eight_puzzle::problems::abc224_graph_puzzle::parse(&case)
            .map(|c| eight_puzzle::problems::abc224_graph_puzzle::fewest(&c).map_or(-1, i64::from))
            .unwrap();
        if mode == "1" {
            assert!((20..=30).contains(&truth), "{case}: {truth}");
        }
        let answer = s.file("answer", format!("{truth}\n"));
        let (code, verdict, _) = tool("check", &["abc224_graph_puzzle", &input, &answer, &answer]);
        assert_eq!(code, 0, "{case}: {verdict}");
    }
    let (code, _, err) = tool("gen", &["--problem", "abc224_graph_puzzle", "5", "41", "1"]);
    assert!(code == 2 && err.contains("at most 40"), "{err}");
    let (code, out, _) = tool("count", &["--problem", "abc224_graph_puzzle", "csv"]);
    assert_eq!(code, 0, "{out}");
    assert!(
        out.contains("K4,5 (complete bipartite),true,true,181440,181440,"),
        "{out}"
    );
    let args = [
        "abc224_graph_puzzle",
        "abc224_graph_puzzle",
        "--mode",
        "2",
        "--rounds",
        "10",
    ];
    assert_eq!(tool("duipai", &args).0, 0);
}
