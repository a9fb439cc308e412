//! Proofs that outlast a solver: what a solve or an analysis proved about a position (its value, and the moves
//! that keep it when they were worked out), so that the review, the analysis, the coach, Hard and the command
//! line never prove the same position twice. The engine says what a proof is and how a position is keyed; a
//! [`ProofStore`] keeps them (the cache folder's store, outside the engine, which does no I/O).
//!
//! A position is keyed as the solver sees it: the rules, the board, and the two rows from the side to move. The
//! stores are left out, since a position's value is the stores' difference plus what the rows are worth to the
//! mover, so every position with the same rows shares one proof. Positions near the 400-sowing safety net are
//! not kept: there the value depends on the sowings left, which the key leaves out (the opening book's rule).

use crate::rules::{Family, MAX_SOWINGS, Position};

/// Bytes of a [`ProofKey`]: the rules, the pits a side, and each row as its 8-byte word.
pub const KEY_BYTES: usize = 18;

/// A position as proofs are keyed.
pub type ProofKey = [u8; KEY_BYTES];

/// Bytes of a [`Proof`] as [`Proof::to_bytes`] writes it.
pub const PROOF_BYTES: usize = 12;

/// A proof that took fewer nodes than this is not kept: proving it again costs less than keeping it.
pub const WORTH_KEEPING: u64 = 100_000;

/// What was proved about a position.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Proof {
    /// What the rows are worth to the side to move: the exact value less the stores' difference.
    pub gain: i16,
    /// Moves proved to keep the value, a bit a pit (pit 1 is bit 0); 0 when only the value was proved.
    pub best: u8,
    /// Whether `best` is every move that keeps the value (a solve's), or only some (a review's one).
    pub every_best: bool,
    /// The nodes its proof took: what keeping it saves, and what a full store keeps the dearest by.
    pub nodes: u64,
}

impl Proof {
    /// Little-endian: the gain, the best moves (with `every_best` in the top bit of their two bytes), the nodes.
    pub fn to_bytes(self) -> [u8; PROOF_BYTES] {
        let mut bytes = [0; PROOF_BYTES];
        bytes[0..2].copy_from_slice(&self.gain.to_le_bytes());
        bytes[2] = self.best;
        bytes[3] = u8::from(self.every_best) << 7;
        bytes[4..12].copy_from_slice(&self.nodes.to_le_bytes());
        bytes
    }

    pub fn from_bytes(bytes: [u8; PROOF_BYTES]) -> Proof {
        Proof {
            gain: i16::from_le_bytes([bytes[0], bytes[1]]),
            best: bytes[2],
            every_best: bytes[3] & 0x80 != 0,
            nodes: u64::from_le_bytes(bytes[4..12].try_into().expect("eight bytes")),
        }
    }

    /// The proof of `position`'s exact `value` and every move that keeps it (none: only the value is known).
    pub fn of(position: &Position, value: i32, best: &[u8], nodes: u64) -> Proof {
        Proof {
            gain: (value - stores(position)) as i16,
            best: bits(best),
            every_best: !best.is_empty(),
            nodes,
        }
    }

    /// The proof of `position`'s exact `value` and of some of the moves that keep it.
    pub fn of_some(position: &Position, value: i32, some_best: &[u8], nodes: u64) -> Proof {
        Proof {
            every_best: false,
            ..Proof::of(position, value, some_best, nodes)
        }
    }

    /// The exact value of `position`, the position this proof was kept for.
    pub fn value(&self, position: &Position) -> i32 {
        stores(position) + i32::from(self.gain)
    }

    /// The moves proved to keep the value, in pit order.
    pub fn best(&self) -> Vec<u8> {
        (1..=8u8)
            .filter(|pit| self.best & 1 << (pit - 1) != 0)
            .collect()
    }

    /// A proof of the same position that knows at least as much as both: every best move if either has them,
    /// else the best moves either has.
    pub fn merged(self, other: Proof) -> Proof {
        let knows = |proof: &Proof| (proof.every_best, proof.best.count_ones());
        if knows(&other) > knows(&self) {
            Proof {
                nodes: self.nodes.max(other.nodes),
                ..other
            }
        } else {
            Proof {
                nodes: self.nodes.max(other.nodes),
                ..self
            }
        }
    }
}

fn bits(pits: &[u8]) -> u8 {
    pits.iter().fold(0, |bits, &pit| bits | 1 << (pit - 1))
}

fn stores(position: &Position) -> i32 {
    let me = position.to_move();
    i32::from(position.store(me)) - i32::from(position.store(me.opponent()))
}

/// `position`'s key, if its proof may be kept: a game going on, of a Kalah rule set (Oware's values are read
/// from its endgame table, at once), far from the safety net.
pub fn key(position: &Position) -> Option<ProofKey> {
    let rules = position.rules();
    // Kalah's proofs only: another family's row is no word of pits (Congklak's) or is proved by no one.
    if rules.family != Family::Kalah || position.is_over() || position.sowings() >= MAX_SOWINGS / 2
    {
        return None;
    }
    let me = position.to_move();
    let mut key = [0; KEY_BYTES];
    key[0] = u8::from(rules.empty_capture) | u8::from(rules.remaining_to_emptier) << 1;
    key[1] = position.pits();
    key[2..10].copy_from_slice(&position.row_word(me).to_le_bytes());
    key[10..18].copy_from_slice(&position.row_word(me.opponent()).to_le_bytes());
    Some(key)
}

/// Where proofs are kept. Shared by every solver of a process and between threads; a store that fails to read
/// or write loses only the time of proving again, never a wrong value, so its methods do not fail.
pub trait ProofStore: Send + Sync {
    /// The proof kept for `key`, if any.
    fn get(&self, key: &ProofKey) -> Option<Proof>;
    /// Keeps these proofs, together (a proof of a key already kept is [`Proof::merged`] with it).
    fn put(&self, proofs: &[(ProofKey, Proof)]);
}

/// A store in memory, for the tests and for a process with no cache folder.
#[derive(Default)]
pub struct ProofsInMemory {
    kept: std::sync::Mutex<std::collections::HashMap<ProofKey, Proof>>,
}

impl ProofsInMemory {
    pub fn len(&self) -> usize {
        self.kept.lock().map_or(0, |kept| kept.len())
    }

    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }
}

impl ProofStore for ProofsInMemory {
    fn get(&self, key: &ProofKey) -> Option<Proof> {
        self.kept.lock().ok()?.get(key).copied()
    }

    fn put(&self, proofs: &[(ProofKey, Proof)]) {
        if let Ok(mut kept) = self.kept.lock() {
            for &(key, proof) in proofs {
                let merged = kept.get(&key).map_or(proof, |&old| proof.merged(old));
                kept.insert(key, merged);
            }
        }
    }
}
