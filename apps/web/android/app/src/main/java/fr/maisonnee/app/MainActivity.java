package fr.maisonnee.app;

import com.getcapacitor.BridgeActivity;

public class MainActivity extends BridgeActivity {}
