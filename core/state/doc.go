// Package state is Cowboy's authenticated state store: a Merkle map from
// arbitrary byte-string keys to byte-string values whose root goes into every
// block header, with inclusion and non-inclusion proofs for light clients.
//
// # Tree
//
// The map is a binary sparse Merkle tree over 256-bit paths, compacted the
// way Diem/Aptos's Jellyfish tree is: the path of a key is BLAKE3(key)
// (BLAKE3-256, as CIP-4 has it for state commitments; Cowboy's other hashes
// are Keccak-256), most significant bit first (0 = left), and a leaf sits at
// the shallowest depth at which its path is unique, so the tree has about
// log2(n) levels instead of 256. A subtree is one of
//
//   - empty, with hash EmptyRoot (32 zero bytes);
//   - a leaf, when it holds exactly one pair:
//     BLAKE3(0x00 ‖ BLAKE3(key) ‖ BLAKE3(value)), 65 bytes hashed;
//   - an internal node, when it holds two or more pairs:
//     BLAKE3(left ‖ right), 64 bytes hashed (one BLAKE3 compression), an
//     empty child hashing as EmptyRoot.
//
// A leaf's hash does not depend on its depth, so a leaf "floats up" when its
// sibling subtree empties, and the shape, and with it the root, is a function
// of the set of pairs alone: never of insertion order, commit boundaries or
// Go map iteration order. Leaf and internal hashes are kept apart by the
// length of what they hash (65 and 64 bytes): passing one for the other
// needs a BLAKE3 collision. An empty value is a present value, distinct
// from absence.
//
// # Storage
//
// Nodes are stored in a KV keyed by their position in the tree (depth and
// path), so a changed page overwrites its entry; each Flush also deletes the
// entries the tree no longer holds, so the KV keeps exactly the last flushed
// root. Each entry is a page of up to four levels of internal nodes with
// their small leaves (large leaves, and small ones on a page boundary, have
// entries of their own), checked against its parent's hash when read: the
// storage layout, unlike the hashes, is not consensus. Changes are staged in
// memory by Set and Delete; Apply applies them in one pass in path order and
// hashes each changed node once; Flush puts the pages changed since the last
// Flush into the caller's Batch, which the host commits atomically together
// with the rest of its block. Between flushes the host keeps each block's
// changes (AppendStaged) to replay after a crash (StageEncoded). MemKV is
// the in-memory KV used by tests and the WebAssembly builds;
// hosts/native/store is the goleveldb one. A Tree keeps the nodes it has
// read or written decoded in memory, linked by pointer and updated in place
// by each Apply, and drops all but the top levels when they outgrow
// SetCacheLimit.
//
// # Proofs
//
// Prove returns the sibling hashes from the root down to where the key's path
// ends (its leaf, an empty subtree, or a different leaf), and VerifyProof
// recomputes the root from them. Proofs have one canonical CBOR encoding
// (Proof.MarshalCBOR, DecodeProof), described in docs/state.md.
package state
