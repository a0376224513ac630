package fees

import (
	"errors"
	"math/big"
	"strings"
	"testing"

	"github.com/cowboy-go/cowboy/core/tx"
	"github.com/cowboy-go/cowboy/core/types"
)

func address(b byte) *types.Address {
	var a types.Address
	for i := range a {
		a[i] = b
	}
	return &a
}

func mustPayload(t *testing.T, p tx.Payload) []byte {
	t.Helper()
	b, err := tx.EncodePayload(p)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// feeTx is a transfer with round numbers used by the settlement tests.
func feeTx() *tx.Transaction {
	return &tx.Transaction{
		ChainID: 1, Nonce: 0, To: address(0x11), Value: u(1_000),
		CyclesLimit: 100_000, CellsLimit: 1_000,
		MaxFeePerCycle: u(30_000), MaxFeePerCell: u(12_000),
		TipPerCycle: u(5_000), TipPerCell: u(3_000),
	}
}

func TestEffectivePrice(t *testing.T) {
	for _, c := range []struct{ maxFee, tip, base, want uint64 }{
		{30_000, 5_000, 20_000, 25_000}, // basefee + tip below the cap
		{12_000, 3_000, 10_000, 12_000}, // capped: the tip is cut to 2 000
		{10_000, 0, 10_000, 10_000},     // exactly the basefee, no tip
		{10_000, 10_000, 10_000, 10_000},
	} {
		got, err := EffectivePrice(u(c.maxFee), u(c.tip), u(c.base))
		if err != nil || got != u(c.want) {
			t.Errorf("%+v: %s %v", c, got, err)
		}
	}
	if _, err := EffectivePrice(u(9_999), u(0), u(10_000)); !errors.Is(err, ErrFeeCapBelowBasefee) {
		t.Fatalf("max fee below basefee: %v", err)
	}
	// basefee + tip overflowing u128 is simply capped by the max fee.
	got, err := EffectivePrice(types.MaxU128, types.MaxU128, u(10_000))
	if err != nil || got != types.MaxU128 {
		t.Fatalf("overflowing tip: %s %v", got, err)
	}
}

func TestSettleExact(t *testing.T) {
	x := feeTx()
	bf := Basefees{Cycle: u(20_000), Cell: u(10_000)}
	s, err := Settle(x, bf, Usage{Cycles: 60_000, Cells: 400})
	if err != nil {
		t.Fatal(err)
	}
	// prepaid = 100 000·30 000 + 1 000·12 000
	// burned  = 60 000·20 000 + 400·10 000
	// tip     = 60 000·(25 000−20 000) + 400·(12 000−10 000)
	// refund  = prepaid − burned − tip
	want := Settlement{
		Used:       Usage{Cycles: 60_000, Cells: 400},
		CyclePrice: u(25_000), CellPrice: u(12_000),
		Prepaid: u(3_012_000_000), Burned: u(1_204_000_000), Tip: u(300_800_000), Refund: u(1_507_200_000),
	}
	if s != want {
		t.Fatalf("settlement\n got %+v\nwant %+v", s, want)
	}
	if s.Charged() != u(1_504_800_000) {
		t.Fatalf("charged %s", s.Charged())
	}
	// Using everything refunds only the max-fee headroom.
	s, err = Settle(x, bf, Usage{Cycles: 100_000, Cells: 1_000})
	if err != nil {
		t.Fatal(err)
	}
	if s.Burned != u(2_010_000_000) || s.Tip != u(502_000_000) || s.Refund != u(500_000_000) {
		t.Fatalf("full use %+v", s)
	}
	// Using nothing refunds everything.
	s, err = Settle(x, bf, Usage{})
	if err != nil || s.Burned != u(0) || s.Tip != u(0) || s.Refund != s.Prepaid {
		t.Fatalf("no use %+v %v", s, err)
	}
	if _, err := Settle(x, bf, Usage{Cycles: 100_001}); !errors.Is(err, ErrUsageAboveLimit) {
		t.Fatalf("over limit: %v", err)
	}
	if _, err := Settle(x, Basefees{Cycle: u(30_001), Cell: u(1)}, Usage{Cycles: 1}); !errors.Is(err, ErrFeeCapBelowBasefee) {
		t.Fatalf("basefee above cap: %v", err)
	}
}

// Prepaid = Burned + Tip + Refund for many shapes, with huge values.
func TestSettleConservation(t *testing.T) {
	for i := uint64(0); i < 200; i++ {
		x := feeTx()
		x.CyclesLimit = 1_000_000 + i*7919
		x.CellsLimit = i * 13
		x.MaxFeePerCycle = u(10_000 + i*i*1_000_003)
		x.TipPerCycle = u(i * 997)
		x.MaxFeePerCell = u(1_000_000_000_000 + i)
		x.TipPerCell = u(i * i)
		bf := Basefees{Cycle: u(10_000 + i*1_000), Cell: u(10_000)}
		used := Usage{Cycles: x.CyclesLimit / (i + 1), Cells: x.CellsLimit / 2}
		s, err := Settle(x, bf, used)
		if err != nil {
			t.Fatal(err)
		}
		sum := s.Burned.Big()
		sum.Add(sum, s.Tip.Big()).Add(sum, s.Refund.Big())
		if sum.Cmp(s.Prepaid.Big()) != 0 || s.Prepaid.Big().Cmp(Prepay(x)) != 0 {
			t.Fatalf("%d: %+v does not add up", i, s)
		}
		burn := mul(used.Cycles, bf.Cycle)
		burn.Add(burn, mul(used.Cells, bf.Cell))
		if s.Burned.Big().Cmp(burn) != 0 {
			t.Fatalf("%d: burned %s want %s", i, s.Burned, burn)
		}
	}
}

func TestIntrinsic(t *testing.T) {
	deploy := mustPayload(t, &tx.DeployActor{Code: []byte("x = 1\n"), Salt: []byte{1}, InitHandler: "init"})
	create := mustPayload(t, &tx.TokenCreate{Name: "Cowboy", Symbol: "CWB", Decimals: 9, InitialSupply: u(1)})
	ttransfer := mustPayload(t, &tx.TokenTransfer{To: *address(2), Amount: u(1)})
	exec := mustPayload(t, &tx.ExecuteActor{Actor: *address(0x22), Handler: "go", Payload: []byte{1, 2, 3}})
	fund := mustPayload(t, &tx.FundActor{Actor: *address(0x22), Amount: u(1)})
	upgrade := mustPayload(t, &tx.UpgradeActor{Actor: *address(0x22), Code: []byte("y = 2\n")})
	cases := []struct {
		name    string
		to      *types.Address
		payload []byte
		al      tx.AccessList
		want    Usage
	}{
		{"transfer", address(0x11), nil, nil, Usage{21_000, 0}},
		{"transfer+access", address(0x11), nil, tx.AccessList{{Address: *address(1), Keys: [][]byte{[]byte("abc"), {}}}, {Address: *address(2)}}, Usage{21_000, 20 + 3 + 0 + 20}},
		{"deploy", nil, deploy, nil, Usage{100_000, uint64(len(deploy))}},
		{"execute", address(0x22), exec, nil, Usage{21_000, uint64(len(exec))}},
		{"fund", address(0x22), fund, nil, Usage{21_000, uint64(len(fund))}},
		{"upgrade", address(0x22), upgrade, nil, Usage{100_000, uint64(len(upgrade))}},
		{"token_create", &tx.TokenSystemAddress, create, nil, Usage{31_000, uint64(len(create)) + 256 + 6 + 3}},
		{"token_transfer", &tx.TokenSystemAddress, ttransfer, nil, Usage{22_000, uint64(len(ttransfer)) + 64}},
	}
	for _, c := range cases {
		x := &tx.Transaction{To: c.to, Payload: c.payload, AccessList: c.al}
		got, err := Intrinsic(x)
		if err != nil || got != c.want {
			t.Errorf("%s: %+v %v, want %+v", c.name, got, err, c.want)
		}
	}
	if _, err := Intrinsic(&tx.Transaction{To: nil}); !errors.Is(err, tx.ErrInvalidPayload) {
		t.Fatalf("invalid payload: %v", err)
	}
}

func TestAdmit(t *testing.T) {
	p := DefaultParams()
	bf := Basefees{Cycle: u(20_000), Cell: u(10_000)}
	x := feeTx()
	maxCost := uint64(3_012_000_000 + 1_000)
	q, err := Admit(x, bf, u(maxCost), p)
	if err != nil {
		t.Fatalf("exact balance: %v", err)
	}
	if q.Prepay != u(3_012_000_000) || q.MaxCost != u(maxCost) || q.Intrinsic != (Usage{21_000, 0}) {
		t.Fatalf("quote %+v", q)
	}
	if _, err := Admit(x, bf, u(maxCost-1), p); !errors.Is(err, ErrInsufficientBalance) {
		t.Fatalf("balance one short: %v", err)
	}
	reject := map[string]struct {
		mut  func(*tx.Transaction)
		bf   Basefees
		want error
	}{
		"max fee per cycle < basefee": {func(x *tx.Transaction) { x.MaxFeePerCycle = u(19_999); x.TipPerCycle = u(0) }, bf, ErrFeeCapBelowBasefee},
		"max fee per cell < basefee":  {func(x *tx.Transaction) {}, Basefees{Cycle: u(20_000), Cell: u(12_001)}, ErrFeeCapBelowBasefee},
		"tip above cap":               {func(x *tx.Transaction) { x.TipPerCell = u(12_001) }, bf, ErrTipAboveFeeCap},
		"cycles below intrinsic":      {func(x *tx.Transaction) { x.CyclesLimit = 20_999 }, bf, ErrIntrinsicCycles},
		"cells below intrinsic": {func(x *tx.Transaction) {
			x.AccessList = tx.AccessList{{Address: *address(1)}}
			x.CellsLimit = 19
		}, bf, ErrIntrinsicCells},
		"cycles above capacity": {func(x *tx.Transaction) { x.CyclesLimit = 40_000_001 }, bf, ErrLimitAboveCapacity},
		"cells above capacity":  {func(x *tx.Transaction) { x.CellsLimit = 8_000_001 }, bf, ErrLimitAboveCapacity},
		"value too large":       {func(x *tx.Transaction) { x.Value = u(1_000_000_000_000) }, bf, ErrInsufficientBalance},
		"invalid payload":       {func(x *tx.Transaction) { x.To = nil }, bf, tx.ErrInvalidPayload},
	}
	for name, c := range reject {
		y := feeTx()
		c.mut(y)
		_, err := Admit(y, c.bf, u(1_000_000_000_000), p)
		if !errors.Is(err, c.want) {
			t.Errorf("%s: %v, want %v", name, err, c.want)
		}
	}
	// A resource with a zero limit is never charged, so its fee cap is not
	// checked: the whitepaper's transfer vector (cells_limit 0, max fee 2
	// per cell) is fine against any cell basefee if its cycle cap is.
	v := &tx.Transaction{
		ChainID: 1, To: address(0x11), Value: u(1), CyclesLimit: 21_000,
		MaxFeePerCycle: u(10), MaxFeePerCell: u(2), TipPerCycle: u(1),
	}
	if _, err := Admit(v, Basefees{Cycle: u(10), Cell: u(10_000)}, u(1_000_000), p); err != nil {
		t.Fatalf("vector at cycle basefee 10: %v", err)
	}
	// At the genesis basefee (10 000) its max fee of 10 is too low.
	if _, err := Admit(v, GenesisBasefees(), u(1_000_000), p); !errors.Is(err, ErrFeeCapBelowBasefee) {
		t.Fatalf("vector at genesis: %v", err)
	}
}

// The worked example of docs/fees.md, so the document stays true.
func TestWorkedExample(t *testing.T) {
	p := DefaultParams()
	bf, err := NextBasefees(GenesisBasefees(), Usage{Cycles: 30_000_000, Cells: 1_000_000}, p)
	if err != nil {
		t.Fatal(err)
	}
	if bf != (Basefees{Cycle: u(10_625), Cell: u(10_000)}) {
		t.Fatalf("basefees %+v", bf)
	}
	x := &tx.Transaction{
		ChainID: 1, To: address(0x22),
		CyclesLimit: 200_000, CellsLimit: 2_000,
		MaxFeePerCycle: u(15_000), TipPerCycle: u(2_000),
		MaxFeePerCell: u(12_000), TipPerCell: u(3_000),
		Payload: mustPayload(t, &tx.ExecuteActor{Actor: *address(0x22), Handler: "store", Payload: []byte("0123456789")}),
	}
	q, err := Admit(x, bf, u(3_024_000_000), p)
	if err != nil {
		t.Fatal(err)
	}
	if q.Intrinsic != (Usage{21_000, 74}) || q.Prepay != u(3_024_000_000) {
		t.Fatalf("quote %+v", q)
	}
	if _, err := Admit(x, bf, u(3_023_999_999), p); !errors.Is(err, ErrInsufficientBalance) {
		t.Fatal(err)
	}
	s, err := Settle(x, bf, Usage{Cycles: 150_000, Cells: 800})
	if err != nil {
		t.Fatal(err)
	}
	want := Settlement{
		Used: Usage{150_000, 800}, CyclePrice: u(12_625), CellPrice: u(12_000),
		Prepaid: u(3_024_000_000), Burned: u(1_601_750_000), Tip: u(301_600_000), Refund: u(1_120_650_000),
	}
	if s != want || s.Charged() != u(1_903_350_000) {
		t.Fatalf("settlement %+v", s)
	}
}

// TestNearU128 checks the u128 fee arithmetic against big.Int where
// products and sums approach and pass 2^128: the same amounts, and the
// same rejections (ErrOverflow, ErrInsufficientBalance) with the same
// numbers in their messages.
func TestNearU128(t *testing.T) {
	big128 := types.MaxU128.Big()
	for i, fee := range []types.U128{u(20_000), {}, types.MaxU128} {
		for _, shift := range []uint{0, 1, 16, 64, 100, 127} {
			x := feeTx()
			x.CyclesLimit, x.CellsLimit = 21_000+uint64(shift)*1_000, 1<<(shift/3)
			x.MaxFeePerCycle, _ = types.U128FromBig(new(big.Int).Rsh(big128, shift))
			x.MaxFeePerCell, x.TipPerCycle, x.TipPerCell = fee, u(0), fee
			x.Value, _ = types.U128FromBig(new(big.Int).Rsh(big128, 127-shift))
			bf := Basefees{Cycle: u(1), Cell: fee}
			prepay, maxCost := Prepay(x), MaxCost(x)
			s, err := Settle(x, bf, Usage{Cycles: x.CyclesLimit / 2, Cells: x.CellsLimit})
			if prepay.Cmp(big128) > 0 {
				if !errors.Is(err, ErrOverflow) || !strings.Contains(err.Error(), prepay.String()) {
					t.Fatalf("%d/%d: prepay %s: %v", i, shift, prepay, err)
				}
			} else if err != nil || s.Prepaid.Big().Cmp(prepay) != 0 {
				t.Fatalf("%d/%d: prepaid %s want %s: %v", i, shift, s.Prepaid, prepay, err)
			} else if burn := new(big.Int).Add(mul(x.CyclesLimit/2, bf.Cycle), mul(x.CellsLimit, bf.Cell)); s.Burned.Big().Cmp(burn) != 0 {
				t.Fatalf("%d/%d: burned %s want %s", i, shift, s.Burned, burn)
			}
			q, err := Admit(x, bf, types.MaxU128, DefaultParams())
			switch {
			case errors.Is(err, ErrLimitAboveCapacity):
			case maxCost.Cmp(big128) > 0:
				if !errors.Is(err, ErrInsufficientBalance) || !strings.Contains(err.Error(), maxCost.String()) {
					t.Fatalf("%d/%d: max cost %s: %v", i, shift, maxCost, err)
				}
			case err != nil || q.MaxCost.Big().Cmp(maxCost) != 0 || q.Prepay.Big().Cmp(prepay) != 0:
				t.Fatalf("%d/%d: quote %+v, want %s/%s: %v", i, shift, q, prepay, maxCost, err)
			}
		}
	}
}
