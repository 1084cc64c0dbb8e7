//! AtCoder ABC224 D "8 Puzzle on Graph": an undirected simple graph on vertices 1–9 and the
//! vertices of pieces 1–8 in; the fewest slides that put piece j on vertex j (vertex 9
//! empty) out, or `-1`. Judge bin: `abc224_graph_puzzle`.
//!
//! The oracle is a plain breadth-first search, layer by layer, that marks the arrangements
//! it has seen in an array over all 9! (no heuristic, no use of Wilson's theorem), written
//! apart from the bin's A*. Each case carries its own graph, so there is no table: the
//! checker searches once per case. Wilson's theorem is what the tests hold the oracle to,
//! and what `count` prints beside its measurements.
//!
//! ```
//! use eight_puzzle::problems::abc224_graph_puzzle::{parse, fewest};
//!
//! let case = parse("5\n1 2\n1 3\n1 9\n2 9\n3 9\n3 9 2 4 5 6 7 8\n").unwrap();
//! assert_eq!(fewest(&case), Some(5));
//! ```

use crate::check::{check_with, exact_integer, Verdict};
use crate::mt19937::Mt19937;
use crate::problem::{Ask, Bin, Counted, Limits, Problem, Spec};
use crate::sampling::{draw, draw_in_reach, served, shuffle, Reach};
use crate::tables::Tables;
use crate::text::{clip, words};
use crate::wrong::Wrong;

/// A graph on vertices 0–8 (the statement's 1–9) and an arrangement: `at[v]` is the piece on
/// vertex v, 1–8, or 0 for the empty vertex.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Case {
    pub edges: Vec<(usize, usize)>,
    pub at: [u8; 9],
}

/// The largest distance `gen` mode 1 draws at: over 8 seeds every call at 40 answered within
/// 1.2 s, while at 45 one took 2.75 s and past 60 most of 200 graphs hold no such arrangement.
pub const GEN_MOST: u32 = 40;

/// The goal: piece j on vertex j, vertex 9 empty.
pub const GOAL: [u8; 9] = [1, 2, 3, 4, 5, 6, 7, 8, 0];

impl Case {
    /// Each vertex's neighbours.
    pub fn neighbours(&self) -> Vec<Vec<usize>> {
        let mut next = vec![Vec::new(); 9];
        for &(u, v) in &self.edges {
            next[u].push(v);
            next[v].push(u);
        }
        next
    }

    /// The case in the judge's format.
    pub fn to_input(&self) -> String {
        let mut text = format!("{}\n", self.edges.len());
        for &(u, v) in &self.edges {
            text += &format!("{} {}\n", u + 1, v + 1);
        }
        let mut vertex_of = [0usize; 8];
        for (v, &p) in self.at.iter().enumerate().filter(|(_, &p)| p != 0) {
            vertex_of[usize::from(p) - 1] = v + 1;
        }
        let vertices: Vec<String> = vertex_of.iter().map(usize::to_string).collect();
        text + &vertices.join(" ") + "\n"
    }
}

/// Parses the input: `M`, `M` edges, then the vertices of pieces 1–8; numbers as `cin >> int`
/// reads them.
pub fn parse(text: &str) -> Result<Case, String> {
    let numbers: Vec<i64> = words(text)?
        .map(|w| {
            w.parse()
                .map_err(|_| format!("'{}' is not a number", clip(w)))
        })
        .collect::<Result<_, _>>()?;
    let (&m, rest) = numbers.split_first().ok_or("empty input")?;
    if !(0..=36).contains(&m) {
        return Err(format!("M = {m} is outside 0..=36"));
    }
    let m = m as usize;
    if rest.len() != 2 * m + 8 {
        return Err(format!(
            "M = {m} needs {} more numbers, got {}",
            2 * m + 8,
            rest.len()
        ));
    }
    let vertex = |n: i64| {
        usize::try_from(n - 1)
            .ok()
            .filter(|&v| v < 9)
            .ok_or(format!("vertex {n} is outside 1..=9"))
    };
    let mut edges: Vec<(usize, usize)> = Vec::new();
    for pair in rest[..2 * m].chunks(2) {
        let (u, v) = (vertex(pair[0])?, vertex(pair[1])?);
        let (a, b) = (u.min(v), u.max(v));
        if a == b || edges.iter().any(|&(x, y)| (x.min(y), x.max(y)) == (a, b)) {
            return Err(format!(
                "edge {} {} is a loop or a repeat",
                pair[0], pair[1]
            ));
        }
        edges.push((u, v));
    }
    let mut at = [0u8; 9];
    for (piece, &n) in rest[2 * m..].iter().enumerate() {
        let v = vertex(n)?;
        if at[v] != 0 {
            return Err(format!("vertex {n} holds two pieces"));
        }
        at[v] = piece as u8 + 1;
    }
    Ok(Case { edges, at })
}

/// An arrangement packed 4 bits a vertex.
fn key(at: &[u8; 9]) -> u64 {
    at.iter()
        .enumerate()
        .map(|(v, &p)| u64::from(p) << (4 * v))
        .sum()
}

/// The place of an arrangement among all 9! of them: its digits read in a factorial base
/// (the k-th digit counts the pieces after vertex k smaller than the one on it). A dense
/// index lets the search mark arrangements in an array, not a hash map.
fn place(at: &[u8; 9]) -> usize {
    let mut place = 0;
    for k in 0..9 {
        let smaller = at[k + 1..].iter().filter(|&&p| p < at[k]).count();
        place = place * (9 - k) + smaller;
    }
    place
}

/// Breadth-first search from `at` over the case's graph, layer by layer: every arrangement
/// reached, by key, with its distance, nearest first. With `stop`, it ends as soon as that
/// key is reached.
fn search(case: &Case, at: [u8; 9], stop: Option<u64>) -> Vec<(u64, u32)> {
    let next = case.neighbours();
    let mut seen = vec![false; 362_880];
    seen[place(&at)] = true;
    let mut reached = vec![(key(&at), 0)];
    if Some(key(&at)) == stop {
        return reached;
    }
    let mut layer = vec![at];
    let mut d = 0;
    while !layer.is_empty() {
        d += 1;
        let mut out = Vec::new();
        for cells in layer {
            let empty = cells.iter().position(|&p| p == 0).expect("an empty vertex");
            for &v in &next[empty] {
                let mut moved = cells;
                moved.swap(empty, v);
                if !std::mem::replace(&mut seen[place(&moved)], true) {
                    reached.push((key(&moved), d));
                    if Some(key(&moved)) == stop {
                        return reached;
                    }
                    out.push(moved);
                }
            }
        }
        layer = out;
    }
    reached
}

/// The fewest moves to the goal, `None` if it cannot be reached.
pub fn fewest(case: &Case) -> Option<u32> {
    let goal = key(&GOAL);
    let reached = search(case, case.at, Some(goal));
    reached.last().filter(|r| r.0 == goal).map(|r| r.1)
}

/// Every arrangement the goal reaches on the case's graph (the graph is undirected, so these
/// are the arrangements that reach the goal), by key, with its distance, nearest first.
pub fn from_goal(case: &Case) -> Vec<(u64, u32)> {
    search(case, GOAL, None)
}

/// A graph of `m` distinct edges drawn at random.
pub fn random_edges(rng: &mut Mt19937, m: usize) -> Vec<(usize, usize)> {
    let mut all: Vec<(usize, usize)> = (0..9)
        .flat_map(|u| (u + 1..9).map(move |v| (u, v)))
        .collect();
    shuffle(&mut all, rng);
    all.truncate(m);
    all
}

/// True if the graph on all nine vertices is connected and stays so without any one vertex.
pub fn two_connected(case: &Case) -> bool {
    let next = case.neighbours();
    let connected_without = |gone: Option<usize>| {
        let start = (0..9).find(|&v| Some(v) != gone).expect("a vertex");
        let mut seen = [false; 9];
        seen[start] = true;
        let mut stack = vec![start];
        while let Some(u) = stack.pop() {
            for &v in &next[u] {
                if Some(v) != gone && !seen[v] {
                    seen[v] = true;
                    stack.push(v);
                }
            }
        }
        (0..9).all(|v| seen[v] || Some(v) == gone)
    };
    connected_without(None) && (0..9).all(|v| connected_without(Some(v)))
}

/// True if the graph's vertices split in two sides with every edge between them.
pub fn bipartite(case: &Case) -> bool {
    let next = case.neighbours();
    let mut side = [None; 9];
    for root in 0..9 {
        if side[root].is_some() {
            continue;
        }
        side[root] = Some(0);
        let mut stack = vec![root];
        while let Some(u) = stack.pop() {
            for &v in &next[u] {
                match side[v] {
                    None => {
                        side[v] = side[u].map(|s| 1 - s);
                        stack.push(v);
                    }
                    Some(s) if Some(s) == side[u] => return false,
                    Some(_) => {}
                }
            }
        }
    }
    true
}

/// What Wilson's theorem says the goal reaches on a 2-connected graph of nine vertices: 72
/// rotations on the 9-cycle, 9!/2 arrangements if bipartite, else all 9!.
pub fn wilson_count(case: &Case) -> usize {
    match (case.edges.len(), bipartite(case)) {
        (9, _) => 72,
        (_, true) => 181_440,
        (_, false) => 362_880,
    }
}

/// The problem, for the registry.
pub struct Abc224;

/// The problem, as the registry lists it.
pub const PROBLEM: Abc224 = Abc224;

/// What the tools, the tests and the bench read of the problem.
static SPEC: Spec = Spec {
    bins: &[Bin::one("abc224_graph_puzzle")],
    far_most: GEN_MOST,
    uniform_in_range: true,
    bad: &[
        "",
        "1\n1 2\n1 2 3 4 5 6 7\n",
        "1\n1 1\n1 2 3 4 5 6 7 8\n",
        "2\n1 2\n2 1\n1 2 3 4 5 6 7 8\n",
        "1\n1 10\n1 2 3 4 5 6 7 8\n",
        "0\n1 2 3 4 5 6 7 7\n",
        "0\n0 2 3 4 5 6 7 8\n",
        "37\n",
        "-1\n1 2 3 4 5 6 7 8\n",
        "0\n1 2 3 4 5 6 7 x\n",
    ],
    sizes: &[],
    limits: Limits::stated(4000, 1024, "AtCoder's task page"),
};

/// The known wrong solutions a data pack must fail ([`crate::wrong`]).
static WRONG: [Wrong; 3] = [
    Wrong::limit_one_short_of_gen(GEN_MOST, "-1"),
    Wrong::GOAL_AFTER_A_MOVE,
    Wrong::no_unsolvable_test("-1", "the statement: some inputs cannot reach the goal and are answered -1; an iterative deepening search without a test for them deepens forever"),
];

impl Problem for Abc224 {
    fn spec(&self) -> &'static Spec {
        &SPEC
    }

    fn wrong(&self) -> &'static [Wrong] {
        &WRONG
    }

    fn parses(&self, input: &str) -> Option<bool> {
        Some(parse(input).is_ok())
    }

    fn check(&self, _: &Tables, input: &str, output: &str, answer: Option<&str>) -> Verdict {
        let truth = parse(input).map(|case| fewest(&case).map_or(-1, i64::from));
        check_with(truth, output, answer, exact_integer)
    }

    /// A random graph (M drawn from 0..=36), then `k` random slides from the goal on it.
    fn walk(&self, rng: &mut Mt19937, k: u32) -> String {
        let m = draw(rng, 37);
        let mut case = Case {
            edges: random_edges(rng, m),
            at: GOAL,
        };
        let next = case.neighbours();
        for _ in 0..k {
            let empty = case
                .at
                .iter()
                .position(|&p| p == 0)
                .expect("an empty vertex");
            if !next[empty].is_empty() {
                let v = next[empty][draw(rng, next[empty].len())];
                case.at.swap(empty, v);
            }
        }
        case.to_input()
    }

    /// The most edges, 36: the complete graph on the nine vertices, in a random order, and
    /// the pieces placed at random.
    fn fullest(&self, _: &Tables, rng: &mut Mt19937) -> Option<String> {
        let edges = random_edges(rng, 36);
        let mut at = GOAL;
        shuffle(&mut at, rng);
        Some(Case { edges, at }.to_input())
    }

    /// A random graph and a uniformly random arrangement.
    fn uniform(&self, rng: &mut Mt19937) -> String {
        let m = draw(rng, 37);
        let edges = random_edges(rng, m);
        let mut at = GOAL;
        shuffle(&mut at, rng);
        Case { edges, at }.to_input()
    }

    /// Never asked: mode 1 draws graphs ([`Problem::search_far`]) instead of listing cases.
    /// Mode 1: random graphs of 9 to 16 edges, each searched from the goal, until one has
    /// arrangements in `reach`; one of those drawn at random.
    fn far(&self, _: &Tables, rng: &mut Mt19937, reach: Reach) -> Result<String, String> {
        served(reach, GEN_MOST, "arrangements")?;
        let hi = reach.hi.unwrap_or(u32::MAX);
        draw_in_reach(rng, reach, (hi, u32::MAX, 200), |rng| {
            let m = 9 + draw(rng, 8);
            let case = Case {
                edges: random_edges(rng, m),
                at: GOAL,
            };
            let mut far: Vec<(u64, u32)> = from_goal(&case)
                .into_iter()
                .filter(|&(_, d)| reach.holds(d) && d <= hi)
                .collect();
            if far.is_empty() {
                return (String::new(), None);
            }
            far.sort_unstable();
            let (key, d) = far[draw(rng, far.len())];
            let at = std::array::from_fn(|v| (key >> (4 * v) & 15) as u8);
            (Case { at, ..case }.to_input(), Some(d))
        })
    }

    fn count(&self, _: &Tables, ask: Ask) -> Result<Counted, String> {
        let csv = ask.facts(self.name())?;
        Ok(count_families(csv))
    }
}

/// The graph families `count` measures: name and edges.
fn families() -> Vec<(&'static str, Vec<(usize, usize)>)> {
    let cycle: Vec<(usize, usize)> = (0..9).map(|v| (v, (v + 1) % 9)).collect();
    let path: Vec<(usize, usize)> = (0..8).map(|v| (v, v + 1)).collect();
    let complete: Vec<(usize, usize)> = (0..9)
        .flat_map(|u| (u + 1..9).map(move |v| (u, v)))
        .collect();
    let k45: Vec<(usize, usize)> = (0..4).flat_map(|u| (4..9).map(move |v| (u, v))).collect();
    let mut chord = cycle.clone();
    chord.push((0, 4));
    let mut even_chord = cycle.clone();
    even_chord.push((0, 3));
    vec![
        ("the 9-cycle", cycle),
        ("the 9-cycle with chord 1-5", chord),
        ("the 9-cycle with chord 1-4", even_chord),
        ("K9 (complete)", complete),
        ("K4,5 (complete bipartite)", k45),
        ("the path 1-2-...-9", path),
    ]
}

/// For each family: the arrangements the goal reaches and the farthest distance, beside what
/// Wilson's theorem predicts where it applies (a difference is a disagreement).
fn count_families(csv: bool) -> Counted {
    let mut text = match csv {
        true => "graph,two_connected,bipartite,reached,wilson,farthest\n".to_string(),
        false => "ABC224 D: arrangements the goal reaches on some graphs, beside Wilson's theorem (1974):\n".to_string(),
    };
    let mut disagreements = Vec::new();
    for (name, edges) in families() {
        let case = Case { edges, at: GOAL };
        let reached = from_goal(&case);
        let farthest = reached.last().map_or(0, |r| r.1);
        let wilson = two_connected(&case).then(|| wilson_count(&case));
        if wilson.is_some_and(|w| w != reached.len()) {
            disagreements.push(format!(
                "{name}: {} reached, Wilson says {wilson:?}",
                reached.len()
            ));
        }
        let said = wilson.map_or("-".to_string(), |w| w.to_string());
        let (two, bip) = (two_connected(&case), bipartite(&case));
        text += &match csv {
            true => format!("{name},{two},{bip},{},{said},{farthest}\n", reached.len()),
            false => format!(
                "  {name:<28} 2-connected {two:<5} bipartite {bip:<5} reached {:>6} (Wilson: {said:>6}), farthest {farthest} moves\n",
                reached.len()
            ),
        };
    }
    Counted::new(text, disagreements)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn samples_and_verdicts() {
        let tables = Tables::new();
        let samples = [
            ("5\n1 2\n1 3\n1 9\n2 9\n3 9\n3 9 2 4 5 6 7 8\n", "5"),
            ("5\n1 2\n1 3\n1 9\n2 9\n3 9\n1 2 3 4 5 6 7 8\n", "0"),
            (
                "12\n8 5\n9 6\n4 5\n4 1\n2 5\n8 9\n2 1\n3 6\n8 7\n6 5\n7 4\n2 3\n1 2 3 4 5 6 8 7\n",
                "-1",
            ),
            (
                "12\n6 5\n5 4\n4 1\n4 7\n8 5\n2 1\n2 5\n6 9\n3 6\n9 8\n8 7\n3 2\n2 3 4 6 1 9 7 8\n",
                "16",
            ),
        ];
        for (input, output) in samples {
            assert!(
                Abc224.check(&tables, input, output, None).is_accepted(),
                "{input}"
            );
            let case = parse(input).unwrap();
            assert_eq!(parse(&case.to_input()), Ok(case));
        }
        let (input, _) = samples[0];
        assert_eq!(Abc224.check(&tables, input, "4", None).exit_code(), 1);
        for bad in [
            "",
            "1\n1 1\n1 2 3 4 5 6 7 8",
            "1\n1 2\n1 2 3 4 5 6 7 7",
            "37",
        ] {
            assert_eq!(
                Abc224.check(&tables, bad, "0", None).exit_code(),
                3,
                "{bad:?}"
            );
        }
    }
}
